import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import ar from "@messages/ar.json";
import en from "@messages/en.json";

// The section's writes are Server Actions, which only the server runs; rendering needs none.
vi.mock("@/server/actions/dashboard", () => ({}));

const { TwoFactorSection, looksLikeCode } = await import("./two-factor-section");

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the profile's two-factor section", () => {
  it("with two-factor on, offers to set it up again only with the password or a code, in both languages", () => {
    const english = text(
      renderToStaticMarkup(<TwoFactorSection enabled statusLine="On." text={en.dashboard.profile.twoFactor} />),
    );
    expect(english).toContain("Moving to a new phone?");
    expect(english).toContain("Your password, or a code from your app");
    expect(english).toContain("Set up again");
    const arabic = text(
      renderToStaticMarkup(<TwoFactorSection enabled statusLine="مفعّل." text={ar.dashboard.profile.twoFactor} />),
    );
    expect(arabic).toContain("هل انتقلت إلى هاتف جديد؟");
    expect(arabic).toContain("كلمة المرور، أو رمز من تطبيق المصادقة");
    expect(arabic).toContain("إعادة الإعداد");
  });

  it("sends what was typed as a code when it is one, and as the password otherwise", () => {
    expect(looksLikeCode(" 123456 ")).toBe(true);
    expect(looksLikeCode("k7m2q-9xw4c")).toBe(true);
    expect(looksLikeCode("lantern orchard velvet")).toBe(false);
    // Passwords are at least twelve characters: no password looks like a code.
    expect(looksLikeCode("1234567")).toBe(false);
  });
});
