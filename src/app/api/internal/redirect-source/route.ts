import { redirectSourceHandler } from "@/server/redirects/api";

// GET /api/internal/redirect-source: the proxy's question for addresses no route has (src/proxy.ts).
export const GET = redirectSourceHandler;
