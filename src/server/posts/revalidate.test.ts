import { channel, subscribe, unsubscribe } from "node:diagnostics_channel";
import { describe, expect, it, vi } from "vitest";
import { CACHE_HANDLER_CHANNEL, CACHE_INVALIDATIONS_CHANNEL } from "@/lib/http/edge-channels";
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
  upcoming: false,
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

  it("scheduling a draft reaches the listings, whose entries must end at its publication time", () => {
    const draft = post({ isPublic: false });
    const scheduled = post({ isPublic: false, upcoming: true });
    expect(publicChangeTags(draft, scheduled)).toEqual(expect.arrayContaining([TAGS.listing("en"), TAGS.search("en")]));
    expect(publicChangeTags(scheduled, draft)).toEqual(expect.arrayContaining([TAGS.listing("en"), TAGS.search("en")]));
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

describe("answerOnceApplied", () => {
  it("holds a write's answer back until its invalidation is applied, then sends it whole", async () => {
    const { answerOnceApplied } = await import("./revalidate");
    let apply = () => {};
    const applied = new Promise<void>((resolve) => (apply = resolve));
    const answer = answerOnceApplied(Response.json({ post: { id: 7 } }, { status: 201 }), applied);
    expect(answer.status).toBe(201);
    let read = false;
    const body = answer.json().then((value) => {
      read = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBe(false);
    apply();
    expect(await body).toEqual({ post: { id: 7 } });
  });
});

describe("revalidatePublicChange", () => {
  /** Whether the answer's body has been read within `ms` (a write's answer waits at most 2 s). */
  const readWithin = async (answer: Response, ms: number) =>
    Promise.race([
      answer.json().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);

  it("answers at once where no cache handler runs in the process (a script, a unit test)", async () => {
    const { revalidatePublicChange } = await import("./revalidate");
    const answer = revalidatePublicChange(null, post()).answer(Response.json({ ok: true }));
    expect(await readWithin(answer, 500)).toBe(true);
  });

  it("holds the answer until the process's cache handler has announced every tag", async () => {
    const { revalidatePublicChange, publicChangeTags } = await import("./revalidate");
    const handler = () => {};
    subscribe(CACHE_HANDLER_CHANNEL, handler);
    try {
      const tags = publicChangeTags(null, post());
      const answer = revalidatePublicChange(null, post()).answer(Response.json({ ok: true }));
      const read = readWithin(answer, 1500);
      await new Promise((resolve) => setTimeout(resolve, 50));
      channel(CACHE_INVALIDATIONS_CHANNEL).publish({ tags: tags.slice(0, 1) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      channel(CACHE_INVALIDATIONS_CHANNEL).publish({ tags: tags.slice(1) });
      expect(await read).toBe(true);
      // Before the last tag was announced, the body was not readable.
      const early = revalidatePublicChange(null, post()).answer(Response.json({ ok: true }));
      expect(await readWithin(early, 100)).toBe(false);
    } finally {
      unsubscribe(CACHE_HANDLER_CHANNEL, handler);
    }
  });
});
