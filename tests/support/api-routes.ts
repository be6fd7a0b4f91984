/// <reference types="vite/client" />
/**
 * Every route handler under src/app/api, found from the files themselves (so a new route is walked
 * by the tests that walk them without anyone listing it), with what calls it as Next.js does.
 */
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
export const METHODS = ["GET", ...WRITE_METHODS] as const;
export type Method = (typeof METHODS)[number];

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type ApiRoute = {
  /** As Next.js names it: /api/posts/[id] (the file's folder, with %5F read as "_"). */
  pattern: string;
  handlers: Partial<Record<Method, Handler>>;
};

export async function apiRoutes(): Promise<ApiRoute[]> {
  const modules = import.meta.glob<Record<string, unknown>>("/src/app/api/**/route.ts");
  const routes: ApiRoute[] = [];
  for (const [file, load] of Object.entries(modules)) {
    const exported = await load();
    const pattern = decodeURIComponent(file.replace(/^\/src\/app/, "").replace(/\/route\.ts$/, ""));
    const handlers: ApiRoute["handlers"] = {};
    for (const method of METHODS)
      if (typeof exported[method] === "function") handlers[method] = exported[method] as Handler;
    routes.push({ pattern, handlers });
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The address of a route with its segments filled in, and the params Next.js would pass. */
export function addressOf(pattern: string, values: Record<string, string> = {}) {
  const params: Record<string, string | string[]> = {};
  const path = pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = values[name] ?? "1";
    params[name] = rest ? value.split("/") : value;
    return value;
  });
  return { path, context: { params: Promise.resolve(params) } };
}
