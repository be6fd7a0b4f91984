import "server-only";
import { fieldErrors } from "@/lib/validation/taxonomy";
import { isLegalPageKind, legalDocumentSchema } from "@/lib/validation/legal";
import { authorizeApi } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { guarded, json, problem } from "@/server/http";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readJson } from "@/server/request-body";
import { saveLegalPage } from "./legal";

/**
 * PUT /api/settings/legal/{privacy|terms|accessibility}: an administrator saves a legal page (both
 * languages). Every page showing it is fresh at the next request, on every instance.
 */
export async function saveLegalPageHandler(request: Request, kind: string): Promise<Response> {
  const auth = await authorizeApi(request, { adminOnly: true });
  if ("response" in auth) return auth.response;
  if (!isLegalPageKind(kind)) return problem(404, "No such page");
  return guarded(new URL(request.url).pathname, async () => {
    let body: unknown;
    try {
      body = await readJson(request, BODY_LIMITS.settings);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge("The page is too large");
      body = undefined;
    }
    const parsed = legalDocumentSchema.safeParse(body);
    if (!parsed.success) return problem(400, "Invalid page", { fields: fieldErrors(parsed.error) });
    await saveLegalPage(await getDb(), kind, parsed.data);
    return json({ page: parsed.data }, { headers: { "cache-control": "no-store" } });
  });
}
