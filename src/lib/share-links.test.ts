import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const url = "https://asastech.sa/blog/%D8%A7%D9%84%D8%A3%D9%85%D9%86";
  const links = shareLinks(url, "الأمن & السحابة?");

  it("puts the address and the title into each network's own share page", () => {
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")).toBe(`الأمن & السحابة? ${url}`);
    const x = new URL(links.x);
    expect(x.origin + x.pathname).toBe("https://x.com/intent/post");
    expect(x.searchParams.get("url")).toBe(url);
    expect(x.searchParams.get("text")).toBe("الأمن & السحابة?");
    expect(new URL(links.linkedin).searchParams.get("url")).toBe(url);
  });

  it("writes an e-mail with the title as its subject and the address in its body", () => {
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    const params = new URLSearchParams(links.email.slice("mailto:?".length));
    expect(params.get("subject")).toBe("الأمن & السحابة?");
    expect(params.get("body")).toBe(`الأمن & السحابة?\n\n${url}`);
  });
});
