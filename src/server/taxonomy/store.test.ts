import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createPost, updatePost } from "../posts/editor-store";
import { latestPublicPosts, listPublicPosts, readPublicPost, relatedPublicPosts } from "../posts/public-reads";
import {
  createAuthor,
  createTopic,
  deleteAuthor,
  deleteTopic,
  readAuthor,
  readTopic,
  StaffAccountUnknownError,
  TaxonomySlugTakenError,
  topicsWithPublicPosts,
  UnknownReferenceError,
  updateAuthor,
  updateTopic,
} from "./store";
import { createUser } from "../auth/users";

const DAY = 24 * 60 * 60 * 1000;

function input(overrides: Partial<PostInput> = {}) {
  return postInputSchema.parse({
    title: "Securing small business networks",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    locale: "en",
    status: "published",
    publishedAt: new Date(Date.now() - DAY).toISOString(),
    author: "Asas Security Team",
    content: { ops: [{ insert: "Firewalls keep attackers out.\n" }] },
    ...overrides,
  });
}

describe.each(TEST_DATABASE_KINDS)("topics and authors on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let cloud: { id: number };
  let security: { id: number };
  let omar: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    cloud = await createTopic(db(), {
      slug: "cloud",
      nameAr: "الحوسبة السحابية",
      nameEn: "Cloud",
      descriptionAr: "",
      descriptionEn: "Moving to the cloud.",
    });
    security = await createTopic(db(), {
      slug: "security",
      nameAr: "الأمن",
      nameEn: "Security",
      descriptionAr: "",
      descriptionEn: "",
    });
    omar = await createAuthor(db(), {
      slug: "omar",
      nameAr: "عمر",
      nameEn: "Omar",
      roleAr: "قائد الفريق",
      roleEn: "Team lead",
      bioAr: "",
      bioEn: "Builds things.",
      photo: "/team/omar-alharbi.jpg",
    });
  });
  afterAll(async () => database.close());

  it("refuses a second topic or author with the same slug", async () => {
    await expect(
      createTopic(db(), { slug: "cloud", nameAr: "س", nameEn: "C", descriptionAr: "", descriptionEn: "" }),
    ).rejects.toBeInstanceOf(TaxonomySlugTakenError);
    await expect(
      createAuthor(db(), {
        slug: "omar",
        nameAr: "ع",
        nameEn: "O",
        roleAr: "",
        roleEn: "",
        bioAr: "",
        bioEn: "",
        photo: "",
      }),
    ).rejects.toBeInstanceOf(TaxonomySlugTakenError);
  });

  it("links an author to a staff account, keeps the link when a save leaves it out, and refuses an unknown one", async () => {
    const account = await createUser(db(), { name: "Nora", email: "nora@asastech.sa", password: null, role: "editor" });
    const fields = { nameAr: "نورة", nameEn: "Nora", roleAr: "", roleEn: "", bioAr: "", bioEn: "", photo: "" };
    const nora = await createAuthor(db(), { slug: "nora", ...fields, userId: account.id });
    expect(nora.userId).toBe(account.id);
    expect((await updateAuthor(db(), nora.id, { slug: "nora", ...fields, roleEn: "Analyst" }))?.userId).toBe(
      account.id,
    );
    expect((await updateAuthor(db(), nora.id, { slug: "nora", ...fields, userId: null }))?.userId).toBeNull();
    await expect(updateAuthor(db(), nora.id, { slug: "nora", ...fields, userId: 999_999 })).rejects.toBeInstanceOf(
      StaffAccountUnknownError,
    );
    await expect(createAuthor(db(), { slug: "ghost", ...fields, userId: 999_999 })).rejects.toBeInstanceOf(
      StaffAccountUnknownError,
    );
    await deleteAuthor(db(), nora.id);
  });

  it("gives a post its topics and staff author, named in the post's language", async () => {
    const english = await createPost(db(), input({ topicIds: [security.id, cloud.id], authorId: omar.id }));
    expect(english.topicIds).toEqual([cloud.id, security.id].sort((a, b) => a - b));
    expect(english.authorId).toBe(omar.id);
    const publicPost = await readPublicPost(db(), english.slug);
    expect(publicPost?.topics).toEqual([
      { slug: "cloud", name: "Cloud" },
      { slug: "security", name: "Security" },
    ]);
    expect(publicPost?.authorProfile).toEqual({
      slug: "omar",
      name: "Omar",
      role: "Team lead",
      bio: "Builds things.",
      photo: "/team/omar-alharbi.jpg",
      gender: "",
    });

    const arabic = await createPost(db(), input({ locale: "ar", topicIds: [cloud.id], authorId: omar.id }));
    const arabicPublic = await readPublicPost(db(), arabic.slug);
    expect(arabicPublic?.topics).toEqual([{ slug: "cloud", name: "الحوسبة السحابية" }]);
    expect(arabicPublic?.authorProfile?.name).toBe("عمر");
    // The feed names the staff author rather than the byline text.
    const feed = await latestPublicPosts(db(), "ar", 5);
    expect(feed.find((item) => item.slug === arabic.slug)?.author).toBe("عمر");
  });

  it("keeps topics and author when a save leaves them out, and clears them when told to", async () => {
    const created = await createPost(db(), input({ topicIds: [cloud.id], authorId: omar.id }));
    const kept = await updatePost(db(), created.id, created.version, input({ slug: created.slug, title: "Renamed" }));
    expect(kept.topicIds).toEqual([cloud.id]);
    expect(kept.authorId).toBe(omar.id);
    const cleared = await updatePost(
      db(),
      created.id,
      kept.version,
      input({ slug: created.slug, topicIds: [], authorId: null }),
    );
    expect(cleared.topicIds).toEqual([]);
    expect(cleared.authorId).toBeNull();
  });

  it("refuses a topic or author that does not exist, and writes nothing", async () => {
    const slug = `missing-${Date.now()}`;
    await expect(createPost(db(), input({ slug, topicIds: [999_999] }))).rejects.toBeInstanceOf(UnknownReferenceError);
    await expect(createPost(db(), input({ slug, authorId: 999_999 }))).rejects.toBeInstanceOf(UnknownReferenceError);
    expect(await readPublicPost(db(), slug)).toBeNull();
  });

  it("lists a topic's public posts per language, and counts them for hreflang and the sitemap", async () => {
    await createPost(db(), input({ topicIds: [security.id], status: "draft" }));
    const topic = await readTopic(db(), "security", "en");
    expect(topic).toMatchObject({ slug: "security", name: "Security" });
    const listing = await listPublicPosts(db(), {
      locale: "en",
      page: 1,
      pageSize: 9,
      filter: { topicId: security.id },
    });
    expect(listing.total).toBe(topic?.postCounts.en);
    expect(listing.posts.length).toBeGreaterThan(0);
    expect(topic?.postCounts.ar).toBe(0);
    const sitemap = await topicsWithPublicPosts(db());
    expect(sitemap.filter((row) => row.slug === "security").map((row) => row.locale)).toEqual(["en"]);
    const author = await readAuthor(db(), "omar", "ar");
    expect(author?.postCounts.ar).toBeGreaterThan(0);
    expect(await readTopic(db(), "nothing-here", "en")).toBeNull();
  });

  it("suggests related posts in the same language, those sharing topics first, never itself or a draft", async () => {
    // Topics of their own: posts of the other tests share cloud and security.
    const topic = (slug: string) =>
      createTopic(db(), { slug, nameAr: slug, nameEn: slug, descriptionAr: "", descriptionEn: "" });
    const [erp, crm] = await Promise.all([topic("erp"), topic("crm")]);
    const base = await createPost(db(), input({ title: "Base", topicIds: [erp.id, crm.id] }));
    const both = await createPost(
      db(),
      input({
        title: "Shares both",
        topicIds: [erp.id, crm.id],
        publishedAt: new Date(Date.now() - 9 * DAY).toISOString(),
      }),
    );
    const one = await createPost(
      db(),
      input({ title: "Shares one", topicIds: [erp.id], publishedAt: new Date(Date.now() - 8 * DAY).toISOString() }),
    );
    await createPost(
      db(),
      input({ title: "Newest, no topic", publishedAt: new Date(Date.now() - 1000).toISOString() }),
    );
    await createPost(db(), input({ title: "Draft", status: "draft", topicIds: [erp.id, crm.id] }));
    await createPost(db(), input({ title: "Arabic", locale: "ar", topicIds: [erp.id, crm.id] }));
    const related = await relatedPublicPosts(db(), base.id, "en", 3);
    expect(related.slice(0, 2).map((post) => post.slug)).toEqual([both.slug, one.slug]);
    expect(related.map((post) => post.title)).not.toContain("Base");
    expect(related.map((post) => post.title)).not.toContain("Draft");
    expect(related.every((post) => post.locale === "en")).toBe(true);
  });

  it("renames a topic everywhere, and deleting one or an author leaves the posts", async () => {
    const post = await createPost(db(), input({ topicIds: [cloud.id], authorId: omar.id }));
    await updateTopic(db(), cloud.id, {
      slug: "cloud",
      nameAr: "السحابة",
      nameEn: "Cloud Computing",
      descriptionAr: "",
      descriptionEn: "",
    });
    expect((await readPublicPost(db(), post.slug))?.topics).toEqual([{ slug: "cloud", name: "Cloud Computing" }]);
    await deleteTopic(db(), cloud.id);
    await deleteAuthor(db(), omar.id);
    const after = await readPublicPost(db(), post.slug);
    expect(after?.topics).toEqual([]);
    expect(after?.authorProfile).toBeNull();
    // Saved with a profile, the post kept no byline besides it (one author field): none is left.
    expect(after?.author).toBe("");
  });
});
