import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./support/test";
import postgres from "postgres";
import { BROWSER_USER_AGENT, E2E_ADMIN, EXTRA_SERVER_PORTS } from "./support/constants";
import { staffHeaders } from "./support/auth";
import { startExtraServer } from "./support/extra-server";
import { postBody } from "./support/posts";

/**
 * Two production servers sharing one PostgreSQL database, as docs/operations.md, "Several instances"
 * describes: a save on one is what the other serves within a second, though each keeps its own
 * cached pages and data. Needs a PostgreSQL server (TEST_DATABASE_URL, which CI always sets); with
 * the embedded database there is only ever one instance, so the scenario does not exist.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const VISIBLE_WITHIN_MS = 1_000;

if (adminUrl) {
  test.describe("two instances on one PostgreSQL database", () => {
    test.describe.configure({ mode: "serial" });
    const name = `asas_e2e_${randomBytes(5).toString("hex")}`;
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    let first: Awaited<ReturnType<typeof startExtraServer>>;
    let second: Awaited<ReturnType<typeof startExtraServer>>;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const env = {
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TRUSTED_PROXIES: "1",
      };
      // One after the other: the first prepares the database (migrations, demo content).
      first = await startExtraServer(EXTRA_SERVER_PORTS.sharedFirst, { ...env, DATA_DIR: ".e2e-data-shared-1" });
      second = await startExtraServer(EXTRA_SERVER_PORTS.sharedSecond, { ...env, DATA_DIR: ".e2e-data-shared-2" });
    });

    test.afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    const read = async (base: string, pathname: string) => {
      const response = await fetch(`${base}${pathname}`, {
        headers: { "user-agent": BROWSER_USER_AGENT },
        redirect: "manual",
      });
      return { status: response.status, location: response.headers.get("location"), body: await response.text() };
    };

    /** Polls the other instance until `done`; returns the time from the write's answer. */
    const visibleAfter = async (
      base: string,
      pathname: string,
      done: (answer: { status: number; location: string | null; body: string }) => boolean,
    ) => {
      const started = Date.now();
      for (;;) {
        if (done(await read(base, pathname))) return Date.now() - started;
        if (Date.now() - started > 10_000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    test("a save, an unpublish and a delete on one are served by the other within a second", async () => {
      test.setTimeout(90_000);
      const staff = await staffHeaders(first.url);
      const slug = `shared-${Date.now().toString(36)}`;
      const fields = { slug, locale: "en", title: "Shared first", status: "published" } as const;
      const body = (title: string, status: "published" | "draft", version?: number) =>
        JSON.stringify(postBody({ ...fields, title, status }, version));
      const created = await fetch(`${first.url}/api/posts`, {
        method: "POST",
        headers: staff,
        body: body("Shared first", "published"),
      });
      expect(created.status).toBe(201);
      let post = ((await created.json()) as { post: { id: number; version: number } }).post;
      const address = `/en/blog/${slug}`;

      // Both instances have rendered and cached the post and the listing.
      for (const base of [first.url, second.url]) {
        expect((await read(base, address)).body).toContain("Shared first");
        expect((await read(base, address)).body).toContain("Shared first");
        expect((await read(base, "/en/blog")).body).toContain("Shared first");
      }

      const save = async (title: string, status: "published" | "draft") => {
        const response = await fetch(`${first.url}/api/posts/${post.id}`, {
          method: "PUT",
          headers: staff,
          body: body(title, status, post.version),
        });
        expect(response.status).toBe(200);
        post = ((await response.json()) as { post: typeof post }).post;
      };

      await save("Shared second", "published");
      expect(await visibleAfter(second.url, address, (answer) => answer.body.includes("Shared second"))).toBeLessThan(
        VISIBLE_WITHIN_MS,
      );
      expect(
        await visibleAfter(second.url, "/en/blog", (answer) => answer.body.includes("Shared second")),
      ).toBeLessThan(VISIBLE_WITHIN_MS);

      await save("Shared second", "draft");
      expect(await visibleAfter(second.url, address, (answer) => answer.status === 404)).toBeLessThan(
        VISIBLE_WITHIN_MS,
      );

      await save("Shared third", "published");
      expect(await visibleAfter(second.url, address, (answer) => answer.body.includes("Shared third"))).toBeLessThan(
        VISIBLE_WITHIN_MS,
      );
      const deleted = await fetch(`${first.url}/api/posts/${post.id}`, { method: "DELETE", headers: staff });
      expect(deleted.status).toBeLessThan(300);
      // In the trash: its page is a 404 on the other instance too.
      expect(await visibleAfter(second.url, address, (answer) => answer.status === 404)).toBeLessThan(
        VISIBLE_WITHIN_MS,
      );
      expect(
        await visibleAfter(second.url, "/en/blog", (answer) => !answer.body.includes("Shared third")),
      ).toBeLessThan(VISIBLE_WITHIN_MS);
    });
  });
}
