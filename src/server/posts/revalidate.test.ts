import { describe, expect, it, vi } from "vitest";
import { TAGS } from "@/server/cache/tags";
import type { PublicFootprint } from "./types";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn() }));
const { publicChangeTags } = await import("./revalidate");

const post = (overrides: Partial<PublicFootprint> = {}): PublicFootprint => ({
  id: 7,
  slug: "zero-trust",
  locale: "en",
  translationGroup: null,
  isPublic: true,
  ...overrides,
});

const sorted = (tags: string[]) => [...tags].sort();

describe("publicChangeTags", () => {
  it("an edit of a public post: the post, its slug, its language's listing and search", () => {
    expect(sorted(publicChangeTags(post(), post()))).toEqual(
      sorted([TAGS.post(7), TAGS.slug("zero-trust"), TAGS.listing("en"), TAGS.search("en")]),
    );
  });

  it("renaming, publishing, unpublishing or deleting a public post reaches the redirects; an edit does not", () => {
    for (const [before, after] of [
      [post(), post({ slug: "zero-trust-2026" })],
      [post(), post({ locale: "ar" })],
      [post({ isPublic: false }), post()],
      [post(), post({ isPublic: false })],
      [post(), null],
    ] as const) {
      expect(publicChangeTags(before, after), JSON.stringify([before, after])).toContain(TAGS.redirects);
    }
    expect(publicChangeTags(post(), post())).not.toContain(TAGS.redirects);
    expect(publicChangeTags(post({ isPublic: false }), post({ isPublic: false, slug: "x" }))).not.toContain(
      TAGS.redirects,
    );
  });

  it("a draft edit touches no listing or search", () => {
    const draft = post({ isPublic: false });
    expect(sorted(publicChangeTags(draft, draft))).toEqual(sorted([TAGS.post(7), TAGS.slug("zero-trust")]));
  });

  it("publishing, unpublishing and deleting reach the listings", () => {
    for (const [before, after] of [
      [post({ isPublic: false }), post()],
      [post(), post({ isPublic: false })],
      [post(), null],
    ] as const) {
      expect(publicChangeTags(before, after)).toEqual(expect.arrayContaining([TAGS.listing("en"), TAGS.search("en")]));
    }
  });

  it("scheduling a draft leaves the listings alone until it goes live, which reaches them", () => {
    const draft = post({ isPublic: false });
    const scheduled = post({ isPublic: false });
    expect(publicChangeTags(draft, scheduled)).not.toContain(TAGS.listing("en"));
    expect(publicChangeTags(scheduled, post())).toEqual(
      expect.arrayContaining([TAGS.listing("en"), TAGS.search("en")]),
    );
  });

  it("a new slug frees the old address and takes the new one", () => {
    const tags = publicChangeTags(post(), post({ slug: "zero-trust-2026" }));
    expect(tags).toEqual(expect.arrayContaining([TAGS.slug("zero-trust"), TAGS.slug("zero-trust-2026")]));
  });

  it("a translation linked, changed or unlinked reaches both groups, the new partner and both languages", () => {
    const tags = publicChangeTags(post({ translationGroup: "old" }), post({ translationGroup: "new" }), [9]);
    expect(tags).toEqual(
      expect.arrayContaining([
        TAGS.translations("old"),
        TAGS.translations("new"),
        TAGS.post(9),
        TAGS.listing("ar"),
        TAGS.listing("en"),
      ]),
    );
  });

  it("keeps every tag within the 256 characters Next.js accepts, Arabic slugs included", () => {
    const arabic = "تحسين-محركات-البحث-باللغة-العربية-لعملاء-الخليج-".repeat(3).slice(0, 120);
    for (const tag of publicChangeTags(post({ slug: arabic }), null)) expect(tag.length).toBeLessThanOrEqual(256);
  });
});

describe("revalidatePublicChange", () => {
  it("invalidates every tag the change touches at once, and answers with the same status and body", async () => {
    const { revalidateTag } = await import("next/cache");
    const { revalidatePublicChange } = await import("./revalidate");
    vi.mocked(revalidateTag).mockClear();
    const answer = revalidatePublicChange(null, post()).answer(Response.json({ post: { id: 7 } }, { status: 201 }));
    expect(
      vi
        .mocked(revalidateTag)
        .mock.calls.map(([tag]) => tag)
        .sort(),
    ).toEqual(sorted(publicChangeTags(null, post())));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ post: { id: 7 } });
  });

  it("starts the answer's body only once Next.js's clock has passed the invalidation's stamp", async () => {
    const { revalidatePublicChange } = await import("./revalidate");
    // Next.js stamps the invalidation, rounded to the millisecond, once the handler has returned:
    // the body must not be readable before that stamp is in force.
    for (let i = 0; i < 50; i++) {
      const answer = revalidatePublicChange(null, post()).answer(Response.json({ ok: true }));
      const stamp = Math.round(performance.timeOrigin + performance.now());
      await answer.json();
      expect(performance.timeOrigin + performance.now()).toBeGreaterThanOrEqual(stamp);
    }
  });
});
