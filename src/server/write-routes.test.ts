import { and, desc, eq, gt, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as NextServer from "next/server";
import { DEFAULT_ASSESSMENT_SCHEDULE } from "@/lib/assessment/slots";
import { postInputSchema } from "@/lib/validation/post";
import { redirectInputSchema } from "@/lib/validation/redirects";
import type * as DbClient from "@/server/db/client";
import { auditLog, leads, media, webhookDeliveries } from "@/server/db/schema";
import { apiRequest, sessionCookie } from "../../tests/support/api-calls";
import { addressOf, apiRoutes, WRITE_METHODS, type ApiRoute } from "../../tests/support/api-routes";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../tests/support/test-database";

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
// Outside Next.js there is no request scope: what waits for one, or runs after the answer, runs at once.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: () => Promise.resolve(),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));
// The SMTP transport: invitations are "sent" to nowhere (tests/e2e has the real server).
const mail = vi.hoisted(() => ({ down: false }));
vi.mock("@/server/mail", () => ({
  mailer: () => ({
    sendMail: () => (mail.down ? Promise.reject(new Error("connection refused")) : Promise.resolve()),
  }),
  mailFrom: () => "Asas <no-reply@asastech.sa>",
  mailConfigured: () => true,
}));

const { createUser } = await import("@/server/auth/users");
const { startTwoFactorSetup, confirmTwoFactorSetup } = await import("@/server/auth/two-factor");
const { createPost, updatePost, getEditablePost } = await import("@/server/posts/editor-store");
const { writeAutosave } = await import("@/server/posts/autosave-store");
const { trashPost } = await import("@/server/posts/trash");
const { createTopic, createAuthor } = await import("@/server/taxonomy/store");
const { createPartner } = await import("@/server/site-settings-store");
const { createRedirect } = await import("@/server/redirects/store");
const { createLead } = await import("@/server/leads/store");
const { readSiteSettings } = await import("@/server/site-settings-store");
const { readLegalPage } = await import("@/server/legal");
const { issueUserToken } = await import("@/server/auth/tokens");
const { route } = await import("@/server/route");
const { createApiKey } = await import("@/server/api-keys/store");
const { createWebhookEndpoint, enqueueWebhookEvent } = await import("@/server/webhooks/store");

const PASSWORD = "lantern orchard velvet";
const codeOf = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

type Person = { id: number; name: string; email: string; role: "admin" | "editor"; cookie: string };

/** One call of a route: who makes it, to which record, with what, and what the audit log must say. */
type Fixture = {
  as?: Person;
  path?: Record<string, string>;
  json?: Record<string, unknown>;
  /** A multipart body (the upload), built afresh for each call. */
  form?: () => FormData;
  status: number;
  /** Staff writes: the action recorded, and what its details must hold. */
  action?: string;
  details?: Record<string, unknown>;
};

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: "A post about cloud costs",
  slug: "cloud-costs",
  metaDescription: "What a migration costs, and what it saves.",
  coverImage: "/images/cover.webp",
  seoTitle: "Cloud costs",
  socialImage: "/images/social.webp",
  canonicalUrl: "https://asas.example/en/blog/cloud-costs",
  noindex: false,
  locale: "en",
  status: "draft",
  publishedAt: "",
  author: "Noura",
  authorId: null,
  topicIds: [],
  translationId: null,
  content: {
    ops: [
      { insert: "Costs\n", attributes: { header: 2 } },
      { insert: "A link", attributes: { link: "https://example.com/pricing" } },
      { insert: { image: "/images/chart.webp" }, attributes: { alt: "A chart" } },
      { insert: { video: "https://www.youtube.com/embed/abc" } },
      { insert: "\n" },
    ],
  },
  ...overrides,
});

const pngFile = async (name: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
          .png()
          .toBuffer(),
      ),
    ],
    name,
    { type: "image/png" },
  );

/** Every string or number in a body, by where it is ("content.ops.1.attributes.link"). */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return typeof value === "string" || typeof value === "number" ? [path] : [];
}

function withLeaf(value: unknown, path: string[], replacement: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let holder: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path[path.length - 1]!] = replacement;
  return copy;
}

describe.each(TEST_DATABASE_KINDS)("every write route on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let routes: ApiRoute[];
  const fixtures = new Map<string, Fixture[]>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
    routes = await apiRoutes();
    const person = async (name: string, role: "admin" | "editor", password: string | null = PASSWORD) => {
      const email = `${name.toLowerCase()}@asas.example`;
      const user = await createUser(db(), { name, email, password, role });
      return { ...user, name, role, cookie: await sessionCookie(db(), user.id) } as Person;
    };
    const admin = await person("Admin", "admin");
    const editor = await person("Erin", "editor");
    const omar = await person("Omar", "editor");
    const invited = await person("Invited", "editor", null);
    const starter = await person("Starter", "editor");
    const confirmer = await person("Confirmer", "editor");
    const enabled = await person("Enabled", "editor");
    const changer = await person("Changer", "editor");
    const pending = await startTwoFactorSetup(db(), confirmer);
    const onDevice = await startTwoFactorSetup(db(), enabled);
    if (!pending.ok || !onDevice.ok) throw new Error("two-factor not started");
    await confirmTwoFactorSetup(db(), enabled, codeOf(onDevice.secret));

    const post = (overrides: Record<string, unknown>, owner = admin) =>
      createPost(db(), postInputSchema.parse(postBody(overrides)), { createdBy: owner.id });
    const edited = await post({ slug: "to-edit", status: "published" });
    const removed = await post({ slug: "to-delete", status: "published" });
    const trashed = await post({ slug: "in-the-trash", status: "published" });
    const doomed = await post({ slug: "to-delete-forever", status: "published" });
    await trashPost(db(), trashed.id, admin.id);
    await trashPost(db(), doomed.id, admin.id);
    const previewed = await post({ slug: "to-preview" }, editor);
    const restored = await post({ slug: "to-restore", title: "First title" });
    await updatePost(db(), restored.id, 1, postInputSchema.parse(postBody({ slug: "to-restore", title: "Second" })));
    const english = await post({ slug: "linked-en" });
    const arabic = await post({ slug: "linked-ar", locale: "ar", translationId: english.id });
    const englishNow = (await getEditablePost(db(), english.id))!;
    await writeAutosave(db(), admin.id, edited.id, { form: postBody() as never, baseVersion: 1 });
    await writeAutosave(db(), admin.id, null, { form: postBody() as never, baseVersion: null });
    const topic = (slug: string) =>
      createTopic(db(), { slug, nameAr: "سحابة", nameEn: "Cloud", descriptionAr: "", descriptionEn: "" });
    const author = (slug: string) =>
      createAuthor(db(), {
        slug,
        nameAr: "نورة",
        nameEn: "Noura",
        roleAr: "",
        roleEn: "",
        bioAr: "",
        bioEn: "",
        photo: "",
        userId: null,
      });
    const partner = (name: string) =>
      createPartner(db(), { name, logo: "/images/partners/a.svg", url: "https://partner.example", position: 1 });
    const redirect = (from: string) =>
      createRedirect(db(), redirectInputSchema.parse({ from, to: "/en/contact", permanent: true }));
    const lead = () =>
      createLead(
        db(),
        {
          name: "Lead",
          email: "lead@example.com",
          phone: "",
          company: "",
          country: "SA",
          service: "other",
          message: "Please call us about a project.",
          consent: true,
        } as Parameters<typeof createLead>[1],
        { locale: "en", sourcePage: "/en/contact", userAgent: "test", notify: false },
      );
    const image = async (key: string) =>
      (
        await db()
          .insert(media)
          .values({
            key,
            originalName: `${key}.png`,
            contentType: "image/webp",
            byteSize: 10,
            width: 8,
            height: 8,
            uploadedBy: editor.id,
          })
          .returning({ id: media.id })
      )[0]!.id;
    const settings = await readSiteSettings(db());
    const legal = await readLegalPage(db(), "privacy");
    const { token } = await issueUserToken(db(), invited.id, "invitation");

    const id = (value: { id: number }) => ({ id: String(value.id) });
    const apiKey = async () =>
      (await createApiKey(db(), { name: "Old script", scopes: ["posts:read"], expiresInDays: null }, admin.id)).key;
    // An address written as a public IP: no name to resolve in a test (address.ts).
    const webhook = async () =>
      (
        await createWebhookEndpoint(
          db(),
          { url: "https://203.0.113.10/hooks", description: "", events: ["lead.created"] },
          admin.id,
        )
      ).endpoint;
    const queuedDelivery = async () => {
      await webhook();
      await enqueueWebhookEvent(db(), "lead.created", { id: 1 });
      const [row] = await db()
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .orderBy(desc(webhookDeliveries.id))
        .limit(1);
      return { id: String(row!.id) };
    };
    const topicBody = { slug: "security", nameAr: "أمن", nameEn: "Security", descriptionAr: "", descriptionEn: "" };
    const authorBody = { slug: "salma", nameAr: "سلمى", nameEn: "Salma", roleAr: "مستشارة", roleEn: "Consultant" };
    const partnerBody = { name: "Partner", logo: "/images/partners/b.svg", url: "https://b.example", position: 2 };
    const set = (entries: Array<[string, Fixture[]]>) => entries.forEach(([key, value]) => fixtures.set(key, value));
    set([
      ["POST /api/posts", [{ json: postBody({ slug: "created" }), status: 201, action: "post_created" }]],
      [
        "PUT /api/posts/[id]",
        [
          {
            path: id(edited),
            json: postBody({
              slug: "to-edit",
              status: "published",
              version: 1,
              content: { ops: [{ insert: "New\n" }] },
            }),
            status: 200,
            action: "post_changed",
            details: { post: edited.id, before: expect.objectContaining({ version: 1 }) },
          },
        ],
      ],
      [
        "DELETE /api/posts/[id]",
        [{ path: id(removed), status: 200, action: "post_trashed", details: { post: removed.id } }],
      ],
      [
        "POST /api/posts/[id]/restore",
        [{ path: id(trashed), status: 200, action: "post_restored", details: { post: trashed.id } }],
      ],
      [
        "DELETE /api/trash/posts/[id]",
        [{ path: id(doomed), status: 200, action: "post_deleted", details: { post: doomed.id } }],
      ],
      [
        "POST /api/posts/[id]/preview",
        [{ as: editor, path: id(previewed), status: 201, action: "preview_link_created" }],
      ],
      [
        "POST /api/posts/[id]/revisions/[rev]/restore",
        [{ path: { ...id(restored), rev: "1" }, json: { version: 2 }, status: 200, action: "post_revision_restored" }],
      ],
      [
        "POST /api/posts/[id]/translation-status",
        [{ path: id(arabic), json: { version: englishNow.version }, status: 200, action: "post_translation_checked" }],
      ],
      [
        "PUT /api/posts/[id]/autosave",
        [{ path: id(edited), json: { form: postBody(), baseVersion: 2 }, status: 200, action: "autosave_kept" }],
      ],
      ["DELETE /api/posts/[id]/autosave", [{ path: id(edited), status: 200, action: "autosave_discarded" }]],
      [
        "PUT /api/posts/autosave",
        [{ json: { form: postBody(), baseVersion: null }, status: 200, action: "autosave_kept" }],
      ],
      ["DELETE /api/posts/autosave", [{ status: 200, action: "autosave_discarded" }]],
      [
        "POST /api/uploads",
        [
          {
            as: editor,
            form: () => {
              const form = new FormData();
              form.set("file", uploadFile);
              return form;
            },
            status: 201,
            action: "media_uploaded",
          },
        ],
      ],
      [
        "PATCH /api/media/[id]",
        [
          {
            path: { id: String(await image("00000000-0000-4000-8000-0000000000a1")) },
            json: { altAr: "مخطط التكاليف", altEn: "A cost chart" },
            status: 200,
            action: "media_changed",
            details: { after: { altAr: "مخطط التكاليف", altEn: "A cost chart" } },
          },
        ],
      ],
      [
        "DELETE /api/media/[id]",
        [
          {
            path: { id: String(await image("00000000-0000-4000-8000-0000000000a2")) },
            status: 200,
            action: "media_deleted",
          },
        ],
      ],
      ["POST /api/topics", [{ as: editor, json: topicBody, status: 201, action: "topic_created" }]],
      [
        "PUT /api/topics/[id]",
        [
          {
            as: editor,
            path: id(await topic("cloud")),
            json: { ...topicBody, slug: "cloud", nameEn: "Cloud computing" },
            status: 200,
            action: "topic_changed",
            details: {
              before: { nameAr: "سحابة", nameEn: "Cloud" },
              after: { nameAr: "أمن", nameEn: "Cloud computing" },
            },
          },
        ],
      ],
      ["DELETE /api/topics/[id]", [{ as: editor, path: id(await topic("old")), status: 200, action: "topic_deleted" }]],
      ["POST /api/authors", [{ json: authorBody, status: 201, action: "author_created" }]],
      [
        "PUT /api/authors/[id]",
        [
          {
            path: id(await author("noura")),
            json: { ...authorBody, slug: "noura" },
            status: 200,
            action: "author_changed",
          },
        ],
      ],
      ["DELETE /api/authors/[id]", [{ path: id(await author("gone")), status: 200, action: "author_deleted" }]],
      [
        "PUT /api/settings/site",
        [
          {
            json: { ...settings, company: { ...settings.company, whatsapp: "+966500000999" } },
            status: 200,
            action: "settings_changed",
            details: {
              before: { "company.whatsapp": settings.company.whatsapp },
              after: { "company.whatsapp": "+966500000999" },
            },
          },
        ],
      ],
      [
        "DELETE /api/demo-content",
        // This database holds no demo post; its settings are the demo's, so the numbers are hidden.
        [{ status: 200, action: "demo_content_removed", details: { removedPosts: 0, statsHidden: true } }],
      ],
      [
        "PUT /api/assessments/schedule",
        [
          {
            json: { ...DEFAULT_ASSESSMENT_SCHEDULE, times: { ...DEFAULT_ASSESSMENT_SCHEDULE.times, sat: ["10:00"] } },
            status: 200,
            action: "assessment_schedule_changed",
            details: { before: { "times.sat": "10:00, 12:00" }, after: { "times.sat": "10:00" } },
          },
        ],
      ],
      [
        "PUT /api/settings/legal/[kind]",
        [
          {
            path: { kind: "privacy" },
            json: { ...legal, en: { ...legal.en, title: "Privacy, rewritten" } },
            status: 200,
            action: "legal_page_changed",
            details: { before: { "en.title": legal.en.title }, after: { "en.title": "Privacy, rewritten" } },
          },
        ],
      ],
      ["POST /api/settings/partners", [{ json: partnerBody, status: 201, action: "partner_created" }]],
      [
        "PUT /api/settings/partners/[id]",
        [{ path: id(await partner("Old partner")), json: partnerBody, status: 200, action: "partner_changed" }],
      ],
      [
        "DELETE /api/settings/partners/[id]",
        [{ path: id(await partner("Gone partner")), status: 200, action: "partner_deleted" }],
      ],
      [
        "POST /api/redirects",
        [
          {
            json: { from: "/r12", to: "https://elsewhere.example/", permanent: false },
            status: 201,
            action: "redirect_created",
            details: { after: expect.objectContaining({ from: "/r12", to: "https://elsewhere.example/" }) },
          },
        ],
      ],
      [
        "PUT /api/redirects/[id]",
        [
          {
            path: id(await redirect("/old-offer")),
            json: { from: "/old-offer", to: "/en/services", permanent: true },
            status: 200,
            action: "redirect_changed",
            details: { before: { to: "/en/contact" }, after: { to: "/en/services" } },
          },
        ],
      ],
      ["DELETE /api/redirects/[id]", [{ path: id(await redirect("/gone")), status: 200, action: "redirect_deleted" }]],
      [
        "PATCH /api/leads/[id]",
        [
          {
            path: { id: String(await lead()) },
            json: { spam: true },
            status: 200,
            action: "lead_marked_spam",
            details: { before: { spam: false }, after: { spam: true } },
          },
          {
            path: { id: String(await lead()) },
            json: { status: "in_progress" },
            status: 200,
            action: "lead_status_changed",
            details: { before: { status: "new" }, after: { status: "in_progress" } },
          },
        ],
      ],
      [
        "POST /api/api-keys",
        [
          {
            json: { name: "CRM sync", scopes: ["leads:read"], expiresInDays: 30 },
            status: 201,
            action: "api_key_created",
            details: { after: expect.objectContaining({ name: "CRM sync", scopes: "leads:read" }) },
          },
        ],
      ],
      [
        "DELETE /api/api-keys/[id]",
        [{ path: id(await apiKey()), status: 200, action: "api_key_revoked", details: { after: { revoked: true } } }],
      ],
      [
        "POST /api/webhooks",
        [
          {
            json: { url: "https://203.0.113.20/crm", description: "CRM", events: ["lead.created", "post.published"] },
            status: 201,
            action: "webhook_created",
          },
        ],
      ],
      ["DELETE /api/webhooks/[id]", [{ path: id(await webhook()), status: 200, action: "webhook_deleted" }]],
      [
        "POST /api/webhooks/deliveries/[id]/redeliver",
        [{ path: await queuedDelivery(), status: 200, action: "webhook_redelivered" }],
      ],
      [
        "POST /api/users",
        [
          {
            json: { name: "Newcomer", email: "new@asas.example", role: "editor", locale: "en" },
            status: 201,
            action: "invitation_sent",
          },
        ],
      ],
      ["POST /api/users/[id]/invitation", [{ path: id(invited), status: 200, action: "invitation_sent" }]],
      [
        "PATCH /api/users/[id]",
        [
          {
            path: id(omar),
            json: { role: "admin" },
            status: 200,
            action: "role_changed",
            details: { before: { role: "editor" }, after: { role: "admin" } },
          },
        ],
      ],
      [
        "PUT /api/users/policy",
        [{ json: { requireAdminTwoFactor: false }, status: 200, action: "two_factor_policy_changed" }],
      ],
      [
        "PATCH /api/profile",
        [
          {
            as: editor,
            json: { name: "Erin Editor", locale: "ar" },
            status: 200,
            action: "profile_changed",
            details: { before: { name: "Erin" }, after: { name: "Erin Editor" } },
          },
        ],
      ],
      [
        "POST /api/profile/password",
        [
          {
            as: changer,
            json: { current: PASSWORD, password: "quiet harbour at dawn" },
            status: 200,
            action: "password_changed",
          },
        ],
      ],
      ["DELETE /api/profile/sessions", [{ as: editor, status: 200, action: "sessions_ended" }]],
      ["POST /api/profile/two-factor", [{ as: starter, status: 200, action: "two_factor_setup_started" }]],
      [
        "POST /api/profile/two-factor/confirm",
        [
          {
            as: confirmer,
            // A code of the time the call is made, not of when the fixture was written.
            json: {
              get code() {
                return codeOf(pending.secret);
              },
            },
            status: 200,
            action: "two_factor_enabled",
          },
        ],
      ],
      [
        "DELETE /api/profile/two-factor",
        [{ as: enabled, json: { password: PASSWORD }, status: 200, action: "two_factor_disabled" }],
      ],
      // Public writes: no audit entry (no one is signed in), but their bodies are checked too.
      [
        "POST /api/contact",
        [
          {
            json: {
              name: "Noura",
              email: "noura@example.com",
              phone: "0500000000",
              company: "Noura Co",
              country: "SA",
              service: "other",
              message: "We would like to talk about a project.",
              consent: true,
              token: "not-a-token",
              locale: "en",
              page: "/en/contact",
              website: "",
            },
            status: 400,
          },
        ],
      ],
      // The server's calls to itself answer no one else (from this test's address: not found).
      ["POST /api/internal/publish-due", [{ json: {}, status: 404 }]],
      [
        "POST /api/internal/answers",
        [{ json: { counts: [{ path: "/old", status: 404, referrerHost: null, hits: 1 }] }, status: 404 }],
      ],
      [
        "POST /api/collect",
        [
          {
            json: { t: "event", p: "/en", r: "https://ref.example/", l: "en", n: "cta_click", d: { place: "hero" } },
            status: 204,
          },
        ],
      ],
      [
        "POST /api/_auth/login",
        [
          {
            json: { email: admin.email, password: "wrong password", next: "/en/dashboard", locale: "en" },
            status: 401,
          },
        ],
      ],
      ["POST /api/_auth/password-reset", [{ json: { email: "nobody@asas.example", locale: "en" }, status: 202 }]],
      ["POST /api/_auth/set-password", [{ json: { token, password: "sunlit granite meadow" }, status: 200 }]],
      ["DELETE /api/_auth/session", [{ status: 200 }]],
    ]);
    const uploadFile = await pngFile("chart.png");
    for (const list of fixtures.values()) for (const fixture of list) fixture.as ??= admin;
  });
  afterAll(async () => database.close());

  const send = (
    route: ApiRoute,
    method: (typeof WRITE_METHODS)[number],
    fixture: Fixture,
    body?: unknown,
    form?: FormData,
  ) => {
    const { path, context } = addressOf(route.pattern, fixture.path);
    const request = apiRequest(path, {
      method,
      cookie: fixture.as?.cookie,
      ...(form ? { body: form } : body === undefined ? {} : { json: body }),
    });
    return route.handlers[method]!(request, context);
  };

  /** The write routes, each with the fixtures that call it. */
  const writes = () =>
    routes.flatMap((route) =>
      WRITE_METHODS.filter((method) => route.handlers[method] && route.pattern !== "/api/[...path]").map((method) => ({
        route,
        method,
        key: `${method} ${route.pattern}`,
      })),
    );

  it("has a call for every write route, so none is left out of the walks below", () => {
    const missing = writes()
      .map(({ key }) => key)
      .filter((key) => !fixtures.has(key));
    expect(missing).toEqual([]);
  });

  it("refuses NUL and lone surrogates in every field of every write route, 400 in the caller's language", async () => {
    const stored = async () =>
      (await db().select({ id: leads.id }).from(leads)).length +
      (await db().select({ id: auditLog.id }).from(auditLog)).length;
    const before = await stored();
    let refused = 0;
    for (const { route, method, key } of writes())
      for (const fixture of fixtures.get(key) ?? []) {
        if (fixture.form) {
          // The upload's one text: its file name.
          const form = new FormData();
          form.set("file", await pngFile("chart\u0000.png"));
          const answer = await send(route, method, fixture, undefined, form);
          expect(answer.status, `${key} file name`).toBe(400);
          expect(((await answer.json()) as { error: { code: string } }).error.code, key).toBe("invalid_characters");
          refused++;
          continue;
        }
        if (!fixture.json) continue;
        for (const path of leaves(fixture.json))
          for (const poison of ["before\u0000after", "before\ud800after", "\udfff"]) {
            const answer = await send(route, method, fixture, withLeaf(fixture.json, path, poison));
            const where = `${key} ${path.join(".")} ${JSON.stringify(poison)}`;
            expect(answer.status, where).toBe(400);
            const { error } = (await answer.json()) as { error: { code: string; fields: Record<string, string> } };
            expect(error.code, where).toBe("invalid_characters");
            expect(Object.keys(error.fields), where).toEqual([path.join(".")]);
            refused++;
          }
      }
    expect(refused).toBeGreaterThan(300);
    // Nothing was stored meanwhile: no lead from the contact form, no audit entry of a write.
    expect(await stored()).toBe(before);
  });

  it("words the refusal in the caller's language, and for the contact form in the form's", async () => {
    const posts = routes.find((route) => route.pattern === "/api/posts")!;
    const fixture = fixtures.get("POST /api/posts")![0]!;
    for (const [language, message] of [
      [
        "en",
        "Some text contains characters that cannot be saved (a null character, or half of an emoji). Remove them and try again.",
      ],
      ["ar", "يحتوي النص على رموز لا يمكن حفظها (رمز فارغ أو جزء من رمز تعبيري). احذفها ثم حاول مرة أخرى."],
    ] as const) {
      const answer = await posts.handlers.POST!(
        apiRequest("/api/posts", {
          method: "POST",
          cookie: fixture.as!.cookie,
          language,
          json: { ...fixture.json, title: "x\u0000" },
        }),
        addressOf("/api/posts").context,
      );
      expect(await answer.json()).toEqual({
        error: { status: 400, code: "invalid_characters", message, fields: { title: "invalid_characters" } },
      });
    }
    const contact = routes.find((route) => route.pattern === "/api/contact")!;
    const body = { ...fixtures.get("POST /api/contact")![0]!.json, name: "Nou\u0000ra", locale: "ar" };
    const answer = await contact.handlers.POST!(
      apiRequest("/api/contact", { method: "POST", json: body }),
      addressOf("/api/contact").context,
    );
    const sentence =
      "في رسالتك رموز لا يمكن إرسالها (رمز فارغ أو جزء من رمز تعبيري). احذفها ثم أرسل مجددًا، وما كتبته محفوظ.";
    expect(await answer.json()).toEqual({
      error: { status: 400, code: "invalid_characters", message: sentence, fields: { name: sentence } },
    });
  });

  it("refuses such characters in a query and in an address too, never a 500", async () => {
    const admin = fixtures.get("PUT /api/settings/site")![0]!.as!;
    const list = routes.find((route) => route.pattern === "/api/posts")!;
    const search = await list.handlers.GET!(
      apiRequest("/api/posts?q=a%00b", { cookie: admin.cookie }),
      addressOf("/api/posts").context,
    );
    expect(search.status).toBe(400);
    expect(((await search.json()) as { error: { fields: object } }).error.fields).toEqual({ q: "invalid_characters" });
    const slug = await routes.find((route) => route.pattern === "/api/posts/slug")!.handlers.GET!(
      apiRequest("/api/posts/slug?slug=%ED%A0%80%00", { cookie: admin.cookie }),
      addressOf("/api/posts/slug").context,
    );
    expect(slug.status).toBe(400);
    const publicPost = routes.find((route) => route.pattern === "/api/public/posts/[slug]")!;
    const unknown = await publicPost.handlers.GET!(
      apiRequest("/api/public/posts/a%00b"),
      addressOf("/api/public/posts/[slug]", { slug: "a\u0000b" }).context,
    );
    expect(unknown.status).toBe(404);
  });

  it("records every staff write in the audit log: who, what, about what, before and after", async () => {
    const recorded: string[] = [];
    for (const { route, method, key } of writes())
      for (const fixture of fixtures.get(key) ?? []) {
        // Without a session and without a body: a public route (a sign-in, a new password) does nothing.
        const anonymous = await send(route, method, { ...fixture, as: undefined });
        const refusal = anonymous.status === 401 ? ((await anonymous.json()) as { error: { code: string } }) : null;
        if (refusal?.error.code !== "unauthorized") continue;
        const [last] = await db().select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        const answer = await send(route, method, fixture, fixture.json, fixture.form?.());
        expect(answer.status, `${key}: ${await answer.clone().text()}`).toBe(fixture.status);
        const entries = await db()
          .select()
          .from(auditLog)
          .where(and(gt(auditLog.id, last?.id ?? 0), eq(auditLog.userId, fixture.as!.id)));
        expect(
          entries.map((entry) => entry.action),
          key,
        ).toContain(fixture.action);
        const entry = entries.find((item) => item.action === fixture.action)!;
        expect(entry, key).toMatchObject({ actorEmail: fixture.as!.email, ip: expect.any(String) });
        expect(entry.target, key).not.toBe("");
        if (fixture.details) expect(entry.details, key).toMatchObject(fixture.details);
        recorded.push(key);
      }
    // Every staff write route was walked, each has its own action, and no entry names a secret.
    expect(new Set(recorded).size).toBe(writes().filter(({ key }) => fixtures.get(key)?.[0]?.action).length);
    const all = await db().select().from(auditLog);
    expect(all.filter((entry) => entry.action === "staff_write")).toEqual([]);
    expect(JSON.stringify(all)).not.toMatch(/quiet harbour|lantern orchard|sunlit granite/);
  });

  it("records a write no rule describes by its method and address, and a failed write not at all", async () => {
    const admin = fixtures.get("PUT /api/settings/site")![0]!.as!;
    const handler = route({ access: "staff" }, () => Promise.resolve(Response.json({ ok: true })));
    const failing = route({ access: "staff" }, () => Promise.reject(new Error("broken")));
    const [last] = await db().select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect((await handler(apiRequest("/api/some-new-thing", { method: "POST", cookie: admin.cookie }))).status).toBe(
      200,
    );
    expect((await failing(apiRequest("/api/some-new-thing", { method: "POST", cookie: admin.cookie }))).status).toBe(
      500,
    );
    const entries = await db()
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(gt(auditLog.id, last?.id ?? 0));
    expect(entries).toEqual([{ action: "staff_write", target: "POST /api/some-new-thing" }]);
  });

  it("records an invitation whose e-mail failed (the account exists), not one refused as taken", async () => {
    const admin = fixtures.get("PUT /api/settings/site")![0]!.as!;
    const users = routes.find((item) => item.pattern === "/api/users")!;
    const invite = (email: string) =>
      users.handlers.POST!(
        apiRequest("/api/users", {
          method: "POST",
          cookie: admin.cookie,
          json: { name: "Someone", email, role: "editor", locale: "en" },
        }),
        addressOf("/api/users").context,
      );
    const [last] = await db().select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    mail.down = true;
    expect((await invite("unmailed@asas.example")).status).toBe(502);
    mail.down = false;
    expect((await invite("erin@asas.example")).status).toBe(409);
    const entries = await db()
      .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .where(gt(auditLog.id, last?.id ?? 0));
    expect(entries).toEqual([
      { action: "invitation_sent", target: "unmailed@asas.example", details: { delivered: false } },
    ]);
  });

  it("keeps one autosave entry per person and post for half an hour, however often it saves", async () => {
    const key = "PUT /api/posts/[id]/autosave";
    const fixture = fixtures.get(key)![0]!;
    const autosave = routes.find((item) => item.pattern === "/api/posts/[id]/autosave")!;
    for (let save = 0; save < 3; save++) expect((await send(autosave, "PUT", fixture, fixture.json)).status).toBe(200);
    const kept = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "autosave_kept"), sql`${auditLog.details}->>'post' = ${fixture.path!.id}`));
    expect(kept).toHaveLength(1);
  });
});
