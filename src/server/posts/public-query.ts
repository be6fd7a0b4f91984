import { z } from "zod";
import { locales } from "@/i18n/locales";
import { pageNumber } from "@/lib/validation/numbers";

/** GET /api/public/posts's query (also described in /api/openapi.json). */
export const publicPostsQuery = z.object({
  locale: z.enum(locales, { error: "locale must be 'ar' or 'en'" }),
  page: pageNumber().optional(),
});
