import "server-only";
import type { Locale } from "@/i18n/locales";
import {
  aboutContentSchema,
  cybersecurityOverviewSchema,
  serviceContentSchema,
  type AboutContent,
  type CybersecurityOverview,
  type ServiceContent,
} from "./schema";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS, type ExtraServiceSlug, type ServiceSlug } from "./service-slugs";

const KNOWN = new Set<string>([...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS]);

/**
 * The bundled content of a service in a locale, checked against its schema (an invalid file fails
 * the build, since pages are prerendered). Null when there is no content for the pair (the page is then a 404).
 */
export async function getServiceContent(locale: Locale, slug: string): Promise<ServiceContent | null> {
  if (!KNOWN.has(slug)) return null;
  const raw: unknown = await import(`./services/${locale}/${slug}.json`).then(
    (module: { default: unknown }) => module.default,
    () => null,
  );
  if (raw === null) return null;
  return parseOrThrow(serviceContentSchema, raw, `services/${locale}/${slug}.json`);
}

export async function getAboutContent(locale: Locale): Promise<AboutContent> {
  const raw: unknown = (await import(`./pages/${locale}/about.json`)).default;
  return parseOrThrow(aboutContentSchema, raw, `pages/${locale}/about.json`);
}

export async function getCybersecurityOverview(locale: Locale): Promise<CybersecurityOverview> {
  const raw: unknown = (await import(`./pages/${locale}/cybersecurity.json`)).default;
  return parseOrThrow(cybersecurityOverviewSchema, raw, `pages/${locale}/cybersecurity.json`);
}

export type { ExtraServiceSlug, ServiceSlug };

function parseOrThrow<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: Error } },
  raw: unknown,
  file: string,
): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid content in src/content/${file}: ${result.error.message}`);
  return result.data;
}
