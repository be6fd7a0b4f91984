import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { json } from "@/server/http";
import { openApiDocument } from "@/server/openapi";
import { route } from "@/server/route";

// GET /api/openapi.json: the OpenAPI 3.1 document of the public and staff APIs (src/server/openapi.ts).
export const GET = route({}, async () =>
  json(openApiDocument(), { headers: { "cache-control": PUBLIC_CACHE_CONTROL } }),
);
