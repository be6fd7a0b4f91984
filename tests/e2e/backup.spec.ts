import { expect, request as client } from "@playwright/test";
import { test } from "./support/test";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sessionCookieHeader, signInThroughApi } from "./support/auth";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_EDITOR, EXTRA_SERVER_PORTS } from "./support/constants";
import { demoPost } from "./support/demo";
import { startExtraServer } from "./support/extra-server";

const run = promisify(execFile);

/** `npm run db:backup` / `db:restore`, as an operator runs them, without the test runner's loader. */
async function script(name: "db-backup" | "db-restore", args: string[], dataDir: string) {
  const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
  return run(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", `scripts/${name}.ts`, ...args], {
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: "" },
    timeout: 180_000,
  });
}

test("a backup taken while the site runs restores into an empty folder with every post, lead, account and upload", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signInThroughApi(page.request);
  const headers = { origin: E2E_BASE_URL, cookie: await sessionCookieHeader(context) };
  const image = await page.request.post("/api/uploads", {
    headers,
    multipart: {
      file: { name: "cover.jpg", mimeType: "image/jpeg", buffer: readFileSync("public/solutions/dedicated-teams.jpg") },
    },
  });
  expect(image.status()).toBe(201);
  const { url } = (await image.json()) as { url: string };
  const slug = `backup-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/posts", {
    headers,
    data: {
      title: `Kept by the backup ${slug}`,
      slug,
      locale: "en",
      // A draft: published posts would change the counts that the blog tests check meanwhile.
      status: "draft",
      coverImage: url,
      content: { ops: [{ insert: "Restored intact\n" }] },
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number } };
  const leadsBefore = await (await page.request.get("/api/leads/export?folder=all")).text();

  const scratch = mkdtempSync(path.resolve("test-results", "backup-"));
  try {
    const file = path.join(scratch, "site.tar");
    await script("db-backup", [file], path.resolve(E2E_DATA_DIR));
    // The site kept serving while it was dumped.
    expect((await page.request.get("/readyz")).status()).toBe(200);

    const restoredDir = path.join(scratch, "data");
    await script("db-restore", [file], restoredDir);
    const restored = await startExtraServer(EXTRA_SERVER_PORTS.restored, { DATA_DIR: restoredDir });
    try {
      let leadsAfter = "";
      // A demo post, as a visitor sees it.
      expect((await page.request.get(`${restored.url}/en/blog/${demoPost("pdpl", "en").slug}`)).status()).toBe(200);
      const picture = await page.request.get(`${restored.url}${url}`);
      expect(picture.status()).toBe(200);
      expect((await picture.body()).equals(await (await page.request.get(url)).body())).toBe(true);

      // Its own cookie jar: both servers are on localhost, and cookies do not tell ports apart.
      const staff = await client.newContext({ baseURL: restored.url });
      try {
        for (const account of [E2E_EDITOR, E2E_ADMIN]) {
          const signIn = await staff.post("/api/_auth/login", {
            headers: { origin: restored.url, "content-type": "application/json" },
            data: { email: account.email, password: account.password },
          });
          expect(signIn.status(), account.email).toBe(200);
        }
        leadsAfter = await (await staff.get("/api/leads/export?folder=all")).text();
        const kept = await staff.get(`/api/posts/${post.id}`);
        expect(kept.status()).toBe(200);
        expect(await kept.json()).toMatchObject({
          post: { slug, title: `Kept by the backup ${slug}`, coverImage: url },
        });
      } finally {
        await staff.dispose();
      }
      for (const row of leadsBefore.trim().split("\n").slice(1)) expect(leadsAfter).toContain(row);
    } finally {
      await restored.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
