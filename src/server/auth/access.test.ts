import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postInputSchema } from "@/lib/validation/post";
import type * as NextServer from "next/server";
import type * as DbClient from "@/server/db/client";
import { auditLog, media, posts, recoveryCodes, sessions, settings, users } from "@/server/db/schema";
import { apiRequest, paramsOf, sessionCookie } from "../../../tests/support/api-calls";
import { addressOf, apiRoutes, METHODS } from "../../../tests/support/api-routes";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: () => {}, cacheLife: () => {} }));
// Outside Next.js there is no request scope for the public routes that wait for one.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: () => Promise.resolve(),
}));

const { createUser } = await import("@/server/auth/users");
const { createPost } = await import("@/server/posts/editor-store");
const { setAdminTwoFactorRequired, startTwoFactorSetup, confirmTwoFactorSetup } = await import("./two-factor");
const onePost = await import("@/app/api/posts/[id]/route");
const oneImage = await import("@/app/api/media/[id]/route");
const twoFactor = await import("@/app/api/profile/two-factor/route");
const confirm = await import("@/app/api/profile/two-factor/confirm/route");

const PASSWORD = "lantern orchard velvet";
const codeOf = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

/** The routes about the signed-in person's own account: the only ones before a required setup. */
const OWN_ACCOUNT = new Set([
  "/api/profile",
  "/api/profile/password",
  "/api/profile/sessions",
  "/api/profile/two-factor",
  "/api/profile/two-factor/confirm",
]);

describe.each(TEST_DATABASE_KINDS)("access to the staff APIs on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: { id: number; name: string; email: string; role: "admin" | "editor" };
  let editor: typeof admin;
  let adminCookie: string;
  let editorPost: number;
  let editorImage: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    for (const table of [auditLog, media, posts, recoveryCodes, sessions, settings, users])
      await db().execute(sql`DELETE FROM ${table}`);
    admin = await createUser(db(), { name: "Admin", email: "admin@asas.example", password: PASSWORD, role: "admin" });
    editor = await createUser(db(), { name: "Erin", email: "erin@asas.example", password: null, role: "editor" });
    adminCookie = await sessionCookie(db(), admin.id);
    const post = await createPost(
      db(),
      postInputSchema.parse({
        title: "Erin's post",
        slug: "erins-post",
        locale: "en",
        status: "draft",
        content: { ops: [{ insert: "Text\n" }] },
      }),
      { createdBy: editor.id },
    );
    editorPost = post.id;
    const [image] = await db()
      .insert(media)
      .values({
        key: "00000000-0000-4000-8000-00000000000a.webp",
        originalName: "a.png",
        contentType: "image/webp",
        byteSize: 10,
        width: 1,
        height: 1,
        uploadedBy: editor.id,
      })
      .returning({ id: media.id });
    editorImage = image!.id;
  });

  describe("an administrator while two-factor is required and not set up", () => {
    beforeEach(async () => {
      await setAdminTwoFactorRequired(db(), true);
    });

    it("cannot change or delete someone else's post, or delete their upload", async () => {
      const id = String(editorPost);
      const put = await onePost.PUT(
        apiRequest(`/api/posts/${id}`, {
          method: "PUT",
          cookie: adminCookie,
          json: {
            title: "Taken over",
            slug: "erins-post",
            locale: "en",
            status: "draft",
            version: 1,
            content: { ops: [{ insert: "x\n" }] },
          },
        }),
        paramsOf({ id }),
      );
      expect(put.status).toBe(403);
      expect((await put.json()).error).toMatchObject({ code: "two_factor_required" });
      const removed = await onePost.DELETE(
        apiRequest(`/api/posts/${id}`, { method: "DELETE", cookie: adminCookie }),
        paramsOf({ id }),
      );
      expect(removed.status).toBe(403);
      const image = await oneImage.DELETE(
        apiRequest(`/api/media/${editorImage}`, { method: "DELETE", cookie: adminCookie, language: "ar" }),
        paramsOf({ id: String(editorImage) }),
      );
      expect(image.status).toBe(403);
      expect((await image.json()).error).toEqual({
        status: 403,
        code: "two_factor_required",
        message: "فعّل التحقق بخطوتين في ملفك الشخصي أولًا، فهو إلزامي للمديرين.",
      });
      expect((await db().select().from(posts).where(eq(posts.id, editorPost)))[0]?.title).toBe("Erin's post");
      expect(await db().select({ id: media.id }).from(media)).toHaveLength(1);
    });

    it("is refused every staff API but their own account's, until two-factor is on", async () => {
      const walked: string[] = [];
      for (const route of await apiRoutes())
        for (const method of METHODS) {
          const handler = route.handlers[method];
          if (!handler) continue;
          const { path, context } = addressOf(route.pattern, { kind: "privacy" });
          // Public routes answer without a session; the rest are walked.
          const anonymous = await handler(apiRequest(path, { method }), context).catch(() => null);
          if (anonymous?.status !== 401) continue;
          const answer = await handler(
            apiRequest(path, { method, cookie: adminCookie }),
            addressOf(route.pattern, { kind: "privacy" }).context,
          );
          const code = answer.status === 403 ? ((await answer.json()) as { error: { code: string } }).error.code : null;
          walked.push(`${method} ${route.pattern}`);
          if (OWN_ACCOUNT.has(route.pattern))
            expect(code, `${method} ${route.pattern}`).not.toBe("two_factor_required");
          else expect(code, `${method} ${route.pattern}`).toBe("two_factor_required");
        }
      expect(walked).toEqual(
        expect.arrayContaining([
          "PUT /api/posts/[id]",
          "DELETE /api/media/[id]",
          "GET /api/users",
          "POST /api/profile/two-factor",
        ]),
      );

      // Once two-factor is on, the same administrator may do what administrators do.
      const started = await startTwoFactorSetup(db(), admin);
      if (!started.ok) throw new Error("not started");
      expect((await confirmTwoFactorSetup(db(), admin, codeOf(started.secret))).ok).toBe(true);
      const id = String(editorPost);
      const removed = await onePost.DELETE(
        apiRequest(`/api/posts/${id}`, { method: "DELETE", cookie: adminCookie }),
        paramsOf({ id }),
      );
      expect(removed.status).toBe(200);
    });
  });

  describe("setting two-factor up again", () => {
    it("asks for the password or a current code; a session alone keeps the key and the recovery codes", async () => {
      const started = await startTwoFactorSetup(db(), admin);
      if (!started.ok) throw new Error("not started");
      expect((await confirmTwoFactorSetup(db(), admin, codeOf(started.secret))).ok).toBe(true);
      const before = (await db().select().from(users).where(eq(users.id, admin.id)))[0]!;

      const sessionOnly = await twoFactor.POST(
        apiRequest("/api/profile/two-factor", { method: "POST", cookie: adminCookie }),
      );
      expect(sessionOnly.status).toBe(400);
      expect((await sessionOnly.json()).error).toMatchObject({
        code: "reauthentication_required",
        message: "Setting up two-factor again replaces your current key: send your password or a code from your app.",
      });
      const wrong = await twoFactor.POST(
        apiRequest("/api/profile/two-factor", {
          method: "POST",
          cookie: adminCookie,
          json: { password: "guess guess guess" },
        }),
      );
      expect((await wrong.json()).error.code).toBe("current_password_wrong");
      // Nothing pending to confirm: the attacker's code of a key of their own does nothing.
      const confirmed = await confirm.POST(
        apiRequest("/api/profile/two-factor/confirm", {
          method: "POST",
          cookie: adminCookie,
          json: { code: "123456" },
        }),
      );
      expect(confirmed.status).toBe(400);
      const after = (await db().select().from(users).where(eq(users.id, admin.id)))[0]!;
      expect(after.totpSecret).toBe(before.totpSecret);
      expect(after.totpPendingSecret).toBeNull();
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))).toHaveLength(10);

      const proven = await twoFactor.POST(
        apiRequest("/api/profile/two-factor", { method: "POST", cookie: adminCookie, json: { password: PASSWORD } }),
      );
      expect(proven.status).toBe(200);
      const { secret } = (await proven.json()) as { secret: string };
      const replaced = await confirm.POST(
        apiRequest("/api/profile/two-factor/confirm", {
          method: "POST",
          cookie: adminCookie,
          json: { code: codeOf(secret) },
        }),
      );
      expect(replaced.status).toBe(200);
      expect(((await replaced.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    });
  });
});
