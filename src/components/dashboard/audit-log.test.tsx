import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { AuditRow } from "@/server/auth/audit";

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));

const { AuditLogView } = await import("./audit-log");

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  occurredAt: "2026-11-23T11:05:00.000Z",
  userId: 1,
  actorEmail: "admin@asastech.sa",
  action: "role_changed",
  target: "omar@asastech.sa",
  ip: "203.0.113.9",
  details: null,
  ...overrides,
});

async function screen(locale: "ar" | "en", items: AuditRow[]) {
  const view = await AuditLogView({
    locale,
    filters: { page: 1 },
    log: { items, total: items.length, page: 1, pageSize: 50 },
    people: [{ id: 1, name: "Admin", email: "admin@asastech.sa" }],
  });
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  return text(renderToStaticMarkup(view));
}

describe("the audit log screen", () => {
  const entries = [
    row({ id: 1, details: { user: 7, before: { role: "editor" }, after: { role: "admin" } } }),
    row({
      id: 2,
      action: "settings_changed",
      target: "site",
      details: { before: { "company.whatsapp": "+966500000001" }, after: { "company.whatsapp": "+966500000999" } },
    }),
    row({
      id: 3,
      action: "lead_marked_spam",
      target: "#12",
      details: { lead: 12, before: { spam: false }, after: { spam: true } },
    }),
    row({
      id: 4,
      action: "post_created",
      target: "Cloud costs (cloud-costs)",
      details: {
        post: 3,
        after: { title: "Cloud costs", slug: "cloud-costs", status: "draft", locale: "en", version: 1 },
      },
    }),
  ];

  it("shows what each change was, old and new, in English", async () => {
    const text = await screen("en", entries);
    expect(text).toContain("Changed a role");
    expect(text).toContain("Role: Editor → Administrator");
    expect(text).toContain("company.whatsapp: +966500000001 → +966500000999");
    expect(text).toContain("Marked a lead as spam");
    expect(text).toContain("Spam: no → yes");
    // A creation lists the record as it was made, folded after its first line.
    expect(text).toContain("Created a post");
    expect(text).toContain("After · Status: Draft");
  });

  it("and in Arabic, in the dashboard's own words for roles and statuses", async () => {
    const text = await screen("ar", entries);
    expect(text).toContain("تغيير دور");
    // A field's name is isolated: a settings key ("company.whatsapp") is left to right.
    expect(text).toContain("\u2068الدور\u2069: محرر ← مدير");
    expect(text).toContain("نقل طلب تواصل إلى الرسائل المزعجة");
    expect(text).toContain("\u2068رسالة مزعجة\u2069: لا ← نعم");
    expect(text).toContain("بعد · الحالة: مسودة");
  });
});
