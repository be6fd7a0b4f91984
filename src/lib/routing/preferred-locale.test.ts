import { describe, expect, it } from "vitest";
import { preferredLocale } from "./preferred-locale";

describe("preferredLocale", () => {
  it("follows the language the visitor chose with the switcher", () => {
    expect(preferredLocale("en", "ar-SA,ar;q=0.9")).toBe("en");
    expect(preferredLocale("ar", "en-US,en;q=0.9")).toBe("ar");
  });

  it("otherwise follows the browser, by preference", () => {
    expect(preferredLocale(undefined, "en-US,en;q=0.9")).toBe("en");
    expect(preferredLocale(undefined, "ar-SA,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(preferredLocale(undefined, "fr-FR,en;q=0.5,ar;q=0.4")).toBe("en");
    expect(preferredLocale(undefined, "en;q=0.2,ar;q=0.9")).toBe("ar");
  });

  it("is Arabic for anything it cannot use", () => {
    for (const header of [null, "", "*", "fr-FR", "de;q=0.8", "xx-!!", ";;;"]) {
      expect(preferredLocale(undefined, header), String(header)).toBe("ar");
    }
    expect(preferredLocale("fr", null)).toBe("ar");
  });
});
