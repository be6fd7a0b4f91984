import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { aroundValue, messagesWithArguments } from "./client-messages";

describe("messagesWithArguments", () => {
  it("keeps the messages that take values, and their paths", () => {
    expect(
      messagesWithArguments({
        title: "Users",
        roleFor: "Role of {name}",
        invite: { label: "E-mail", sent: "Sent to {email}" },
      }),
    ).toEqual({ roleFor: "Role of {name}", invite: { sent: "Sent to {email}" } });
  });

  it("gives the dashboard's plurals in all six Arabic forms", () => {
    const t = createTranslator({
      locale: "ar",
      // What the dashboard layout gives its client components.
      messages: messagesWithArguments({ dashboard: ar.dashboard }) as Pick<typeof ar, "dashboard">,
      namespace: "dashboard.profile",
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => t("endedOthers", { count }))).toEqual([
      "لم تكن هناك جلسات أخرى.",
      "أُنهيت جلسة أخرى واحدة.",
      "أُنهيت جلستان أخريان.",
      "أُنهيت 3 جلسات أخرى.",
      "أُنهيت 11 جلسة أخرى.",
      "أُنهيت 100 جلسة أخرى.",
    ]);
  });
});

describe("counts that used to be bare numbers", () => {
  it("agree with the number in Arabic and English", () => {
    const arabic = createTranslator({ locale: "ar", messages: ar });
    const english = createTranslator({ locale: "en", messages: en });
    expect([3, 72].map((hours) => arabic("mail.invitation.expiry", { hours }))).toEqual([
      "يعمل هذا الرابط مرة واحدة خلال 3 ساعات.",
      "يعمل هذا الرابط مرة واحدة خلال 72 ساعة.",
    ]);
    expect(english("mail.invitation.expiry", { hours: 1 })).toBe("This link works once, for 1 hour.");
    expect(arabic("dashboard.editor.metaCount", { count: 12, max: 160 })).toBe("12 / 160 حرفًا");
    expect(english("dashboard.editor.metaCount", { count: 12, max: 160 })).toBe("12 / 160 characters");
  });
});

describe("aroundValue", () => {
  it("splits a formatted message around the value the browser fills in", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "auth.reset" });
    const [before, after] = aroundValue((values) => t("sent", values), "email");
    expect(`${before}noura@example.com${after}`).toBe(t("sent", { email: "noura@example.com" }));
    expect(before).not.toContain("{");
  });
});
