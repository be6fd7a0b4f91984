import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints";
import { INTEGRITY_MANIFEST } from "../../front/page-finish.mts";
import {
  AFTER_PAINT_LIST_ID,
  scriptsAfterFirstPaint,
  scriptsStartedAfterPaint,
} from "../../front/scripts-after-paint.mts";
import { NEXT_MODULES } from "../../src/server/cache/next-internals.mts";
import { EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";

/**
 * The canary for Next.js: every assumption the site makes on Next.js's private modules and on the
 * shape of what it writes, checked against this build of this version. When one fails after an
 * upgrade, its message names the file to revisit; nothing else in the suite depends on these shapes
 * without going through the files named here.
 */

const BUILD = ".next";
const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(path.join(BUILD, file), "utf8")) as Record<string, unknown>;

test.describe("Next.js's private modules (src/server/cache/next-internals.mts)", () => {
  test("the 'use cache' handler Next.js keeps in memory, which the site's handler wraps", async () => {
    const { createDefaultCacheHandler } = require(NEXT_MODULES.defaultUseCacheHandler) as {
      createDefaultCacheHandler?: (size: number) => Record<string, unknown>;
    };
    expect(typeof createDefaultCacheHandler, "revisit src/server/cache/handler.mts: no createDefaultCacheHandler").toBe(
      "function",
    );
    const handler = createDefaultCacheHandler!(1024 * 1024);
    for (const method of ["get", "set", "refreshTags", "getExpiration", "updateTags"]) {
      expect(typeof handler[method], `revisit src/server/cache/handler.mts: the default handler has no ${method}`).toBe(
        "function",
      );
    }
    // The handler waits for the clock to pass an invalidation's stamp: Next.js rounds it to the
    // millisecond. If it no longer does, the wait in handler.mts and revalidate.ts can go.
    const update = handler.updateTags as (tags: string[]) => Promise<void>;
    const expiration = handler.getExpiration as (tags: string[]) => Promise<number>;
    await update(["canary"]);
    expect(
      Number.isInteger(await expiration(["canary"])),
      "revisit the clock wait in src/server/cache/handler.mts",
    ).toBe(true);
  });

  test("the incremental cache Next.js uses for whole pages, which the site's handler extends with images", () => {
    const { default: FileSystemCache } = require(NEXT_MODULES.fileSystemCache) as { default?: { prototype: object } };
    expect(typeof FileSystemCache, "revisit src/server/cache/incremental.mts: no FileSystemCache").toBe("function");
    for (const method of ["get", "set", "revalidateTag"]) {
      expect(
        typeof (FileSystemCache!.prototype as Record<string, unknown>)[method],
        `revisit src/server/cache/incremental.mts: FileSystemCache has no ${method}`,
      ).toBe("function");
    }
  });
});

test.describe("Next.js's private modules, continued", () => {
  test("the map of page lifetimes beside the page cache, which the site's handler bounds", () => {
    const { SharedCacheControls } = require(NEXT_MODULES.sharedCacheControls) as {
      SharedCacheControls?: { cacheControls?: unknown; prototype: Record<string, unknown> };
    };
    expect(
      SharedCacheControls?.cacheControls,
      "revisit boundPageLifetimes in src/server/cache/incremental.mts: no SharedCacheControls.cacheControls map",
    ).toBeInstanceOf(Map);
    // Next.js reads a page's lifetime from its cache entry when the map has none (what makes
    // dropping entries harmless): the incremental cache still prefers the entry's own.
    const source = readFileSync(require.resolve("next/dist/server/lib/incremental-cache/index.js"), "utf8");
    expect(source, "revisit boundPageLifetimes: the entry's own lifetime is no longer preferred").toContain(
      "cacheData.cacheControl",
    );
  });
});

test.describe("what Next.js's build writes", () => {
  test("the integrity manifest names every script a page loads (front/page-finish.mts)", async ({ request }) => {
    const file = path.join(BUILD, INTEGRITY_MANIFEST);
    expect(existsSync(file), `revisit front/page-finish.mts: no ${INTEGRITY_MANIFEST}`).toBe(true);
    const manifest = readJson(INTEGRITY_MANIFEST) as Record<string, string>;
    const html = await (await request.get("/en/contact")).text();
    const scripts = [
      ...scriptsStartedAfterPaint(html).map((script) => script.src ?? ""),
      ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src ?? ""),
    ].filter((src) => src.startsWith("/_next/static/"));
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      expect(manifest[src.replace(/^\/_next\//, "")], `revisit front/page-finish.mts: ${src} has no integrity`).toMatch(
        /^sha256-/,
      );
    }
  });

  test("the chunks every page starts with are listed, and carry the compile hint (scripts/lib/compile-hints.ts)", () => {
    const { rootMainFiles } = readJson("build-manifest.json") as { rootMainFiles?: string[] };
    expect(Array.isArray(rootMainFiles), "revisit scripts/lib/compile-hints.ts: no rootMainFiles").toBe(true);
    const scripts = rootMainFiles!.filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const chunk of scripts) {
      const code = readFileSync(path.join(BUILD, chunk), "utf8");
      expect(code.startsWith(COMPILE_HINT), `revisit scripts/lib/compile-hints.ts: ${chunk} has no hint`).toBe(true);
    }
    // The two build steps around the hint (scripts/lib/build.ts) are still offered.
    const build = readFileSync(require.resolve("next/dist/cli/next-build.js"), "utf8");
    expect(build, "revisit scripts/lib/build.ts: no --experimental-build-mode").toContain("experimentalBuildMode");
  });

  test("the resolved configuration server.mjs starts Next.js with", () => {
    const { config } = readJson("required-server-files.json") as { config?: { cacheComponents?: boolean } };
    expect(config?.cacheComponents, "revisit server.mjs: required-server-files.json has no config").toBe(true);
  });
});

test.describe("the shape of Next.js's HTML (front/scripts-after-paint.mts, front/page-finish.mts)", () => {
  test("scripts are empty async elements with double-quoted attributes, preloaded with <link rel=preload as=script>", async ({
    request,
  }) => {
    const html = await (await request.get("/en/about")).text();
    expect(html, "revisit front/scripts-after-paint.mts: the page has no </body>").toContain("</body>");
    // The page as Next.js wrote it is what the front server reads: its scripts were taken out into
    // the list when SCRIPTS_AFTER_PAINT is on, and the inline bootstrap is still React's.
    const listed = scriptsStartedAfterPaint(html);
    expect(listed.length, `revisit front/scripts-after-paint.mts: no #${AFTER_PAINT_LIST_ID} list`).toBeGreaterThan(3);
    expect(html, "revisit front/page-finish.mts: no inline React payload").toContain("self.__next_f");
    // The shapes the rewriting relies on, on a sample written as Next.js writes them.
    const sample = `<link rel="preload" as="script" fetchPriority="low" href="${listed[0]!.src}"/><script src="${listed[0]!.src}" async=""></script></body>`;
    expect(scriptsStartedAfterPaint(scriptsAfterFirstPaint(sample)), "revisit front/scripts-after-paint.mts").toEqual([
      { src: listed[0]!.src },
    ]);
  });

  test("a missing page is an empty shell that only JavaScript fills (front/error-documents.mts)", () => {
    // The unknown-route page the build made for its one placeholder address (src/lib/routing/on-demand.ts).
    const meta = readJson(path.join("server", "app", "en", "-.meta")) as { status?: number };
    expect(meta.status, "revisit src/app/[locale]/(site)/[...rest]: the placeholder is no 404").toBe(404);
    const html = readFileSync(path.join(BUILD, "server", "app", "en", "-.html"), "utf8");
    // When Next.js writes its not-found screen into the HTML itself, the front's documents can go.
    expect(html, "revisit front/error-documents.mts: Next.js now renders its 404 screen").toContain(
      'id="__next_error__"',
    );
  });

  test("a page rendered per request commits its status with its prerendered shell (src/proxy.ts)", () => {
    // Why the proxy answers for dashboard addresses and preview links that name nothing: such a
    // page's status (200) is sent before it can know. When Next.js holds it, the proxy can leave it.
    const meta = readJson(path.join("server", "app", "en", "dashboard.meta")) as {
      status?: number;
      postponed?: string;
    };
    expect(meta.status, "revisit src/proxy.ts").toBe(200);
    expect(typeof meta.postponed, "revisit src/proxy.ts").toBe("string");
  });
});

test.describe("errors out of a cached function (src/server/db/errors.ts)", () => {
  test("a database failure inside 'use cache' still reads as one to the route that called it", async ({ request }) => {
    // React passes a thrown error out of a cached function as its digest alone, keeping a digest
    // the error carries: StoreUnavailableError's makes the public API a 503 rather than a 500.
    const server = await startExtraServer(
      EXTRA_SERVER_PORTS.canary,
      { DATABASE_URL: "postgres://asas:asas@127.0.0.1:1/asas" },
      { prepareDatabase: false },
    );
    try {
      const answer = await request.get(`${server.url}/api/public/posts/canary`);
      expect(answer.status(), "revisit STORE_UNAVAILABLE_DIGEST in src/server/db/errors.ts").toBe(503);
    } finally {
      await server.stop();
    }
  });
});
