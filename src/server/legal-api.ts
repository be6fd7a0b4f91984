import "server-only";
import { fieldErrors } from "@/lib/validation/taxonomy";
import { isLegalPageKind, legalDocumentSchema } from "@/lib/validation/legal";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { saveLegalPage } from "./legal";

/**
 * PUT /api/settings/legal/{privacy|terms|accessibility}: an administrator saves a legal page (both
 * languages). Every page showing it is fresh at the next request, on every instance.
 */
export const saveLegalPageHandler = route(
  { access: "admin", bodyLimit: BODY_LIMITS.settings },
  async (call, kind: string) => {
    if (!isLegalPageKind(kind)) throw refuse(404, "page_not_found");
    const page = call.parse(legalDocumentSchema, await call.body(), fieldErrors);
    await saveLegalPage(await getDb(), kind, page);
    return json({ page });
  },
);
