import "server-only";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { requestLocale } from "@/lib/request-locale";
import { QUERY_NUMBERS, type QueryNumber } from "@/lib/validation/numbers";

/** The API's messages (messages/*.json "api") in the caller's language (request-locale.ts). */
export function apiText(request: Request, locale?: unknown) {
  return getTranslations({ locale: requestLocale(request, locale), namespace: "api" });
}

/** What is wrong with a query string, one sentence per parameter, in the caller's language. */
export async function queryIssues(request: Request, error: z.ZodError, locale?: unknown): Promise<string> {
  const t = await apiText(request, locale);
  const sentences = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "");
    if (name in QUERY_NUMBERS) {
      const { min, max } = QUERY_NUMBERS[name as QueryNumber];
      // As strings: the digits as written in the query, whatever the language formats numbers as.
      return t("invalidNumber", { name, min: String(min), max: String(max) });
    }
    return issue.message;
  });
  return [...new Set(sentences)].join(" ");
}
