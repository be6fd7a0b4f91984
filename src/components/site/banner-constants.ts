/** Change the id when the announcement changes, so visitors see the new one once. */
export const BANNER_ID = "free-assessment-2026";
export const BANNER_STORAGE_KEY = "asas:banner-dismissed";
