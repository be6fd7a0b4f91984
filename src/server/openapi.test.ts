import { describe, expect, it, vi } from "vitest";
import { apiRoutes } from "../../tests/support/api-routes";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: () => {}, cacheLife: () => {} }));

const { GET } = await import("@/app/api/openapi.json/route");

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Array<Record<string, string[]>>;
        requestBody?: unknown;
        parameters?: Array<{ name: string; required: boolean }>;
      }
    >
  >;
};

describe("/api/openapi.json", () => {
  it("is an OpenAPI 3.1 document whose every path and method is a route of the app", async () => {
    const answer = await GET(new Request("http://asas.example/api/openapi.json"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/public/);
    const document = (await answer.json()) as Document;
    expect(document.openapi).toBe("3.1.0");
    const routes = await apiRoutes();
    for (const [path, methods] of Object.entries(document.paths)) {
      const pattern = path.replace(/\{(\w+)\}/g, "[$1]");
      const route = routes.find((candidate) => candidate.pattern === pattern);
      expect(route, path).toBeDefined();
      for (const method of Object.keys(methods))
        expect(route!.handlers[method.toUpperCase() as "GET"], `${method} ${path}`).toBeDefined();
    }
  });

  it("describes bodies and queries with the routes' own schemas, and the API key scope of each call", async () => {
    const document = (await (await GET(new Request("http://asas.example/api/openapi.json"))).json()) as Document;
    const create = document.paths["/api/posts"]!.post!;
    expect(create.security).toEqual([{ session: [] }, { apiKey: ["posts:write"] }]);
    const body = create.requestBody as {
      content: { "application/json": { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(body.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["title", "slug", "locale", "status", "content"]),
    );
    const list = document.paths["/api/leads"]!.get!;
    expect(list.parameters!.map((parameter) => parameter.name)).toEqual(["folder", "q", "page", "pageSize"]);
    expect(document.paths["/api/api-keys"]!.post!.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/public/posts"]!.get!.parameters).toContainEqual(
      expect.objectContaining({ name: "locale", required: true }),
    );
  });
});
