import "server-only";
import { env } from "@/env";

/** The public origin of the site (SITE_URL), without a trailing slash. */
export function siteOrigin(): string {
  return env.SITE_URL;
}
