import { createHash } from "node:crypto";
import { TRACKER_SOURCE } from "@/lib/analytics/tracker-source";

const digest = createHash("sha256").update(TRACKER_SOURCE).digest();

/** The script's ETag: changes with its text. */
export const TRACKER_ETAG = `"${digest.toString("base64url").slice(0, 16)}"`;

/**
 * The `integrity` of the script: the pages' script policy trusts it by this hash alone
 * (front/page-finish.mts), and a changed file would not run.
 */
export const TRACKER_INTEGRITY = `sha256-${digest.toString("base64")}`;

/**
 * The analytics script's address, named by every page with its integrity hash; versioned, so that a
 * browser holding an older copy fetches the one the hash names.
 */
export const TRACKER_PATH = `/tracking-scripts.js?v=${TRACKER_ETAG.slice(1, 9)}`;
