import { describe, expect, it } from "vitest";
import { mailtoUrl, telUrl, whatsappUrl } from "./contact-links";

describe("contact links", () => {
  it("opens a WhatsApp chat with an encoded, prefilled message", () => {
    expect(whatsappUrl("+966 55 410 2200", "السلام عليكم & hello")).toBe(
      `https://wa.me/966554102200?text=${encodeURIComponent("السلام عليكم & hello")}`,
    );
    expect(whatsappUrl("966554102200")).toBe("https://wa.me/966554102200");
  });

  it("builds tel: and mailto: links", () => {
    expect(telUrl("+966 11 410 2200")).toBe("tel:+966114102200");
    expect(mailtoUrl("hello@asastech.sa")).toBe("mailto:hello@asastech.sa");
  });
});
