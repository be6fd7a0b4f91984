import { describe, expect, it } from "vitest";
import { previewLink, previewToken, readPreviewToken } from "./preview";

const now = new Date("2026-11-23T12:00:00Z");
const inADay = new Date("2026-11-24T12:00:00Z");

describe("preview links", () => {
  it("name their post until they expire, and not a second after", () => {
    const token = previewToken(42, inADay);
    expect(readPreviewToken(token, now)).toEqual({ postId: 42, expiresAt: inADay });
    expect(readPreviewToken(token, new Date(inADay.getTime() - 1000))?.postId).toBe(42);
    expect(readPreviewToken(token, inADay)).toBeNull();
  });

  it("cannot be pointed at another post, extended, or made up", () => {
    const [id, expires, signature] = previewToken(42, inADay).split(".") as [string, string, string];
    expect(readPreviewToken(`43.${expires}.${signature}`, now)).toBeNull();
    expect(readPreviewToken(`${id}.${Number(expires) + 86_400}.${signature}`, now)).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(readPreviewToken(`${id}.${expires}.${flipped}`, now)).toBeNull();
    for (const junk of ["", "42", "42.1795000000", `${id}.${expires}.${signature}x`, "../42.1795000000.x"])
      expect(readPreviewToken(junk, now)).toBeNull();
  });

  it("open in the post's own language and last a week", () => {
    const arabic = previewLink({ id: 7, locale: "ar" }, now);
    expect(arabic.path).toMatch(/^\/preview\/7\.\d{10}\.[\w-]{43}$/);
    expect(arabic.expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(previewLink({ id: 7, locale: "en" }, now).path).toMatch(/^\/en\/preview\/7\./);
  });
});
