import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "@/server/db/schema";
import { seedDemoContent } from "@/server/db/seed";
import { searchPublicPosts } from "@/server/posts/public-reads";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { arabicSearchForm } from "./post-query";

describe("arabicSearchForm", () => {
  it("writes taa marbuta as haa, alef maqsura as yaa and every alef as bare alef", () => {
    expect(arabicSearchForm("المرحلة")).toBe(arabicSearchForm("المرحله"));
    expect(arabicSearchForm("مستشفى")).toBe("مستشفي");
    expect(arabicSearchForm("أمن إدارة آمنة")).toBe("امن اداره امنه");
  });

  it("drops diacritics and tatweel, and unfolds presentation forms", () => {
    expect(arabicSearchForm("مُحَمَّـد")).toBe("محمد");
    expect(arabicSearchForm("ﻻ")).toBe("لا");
  });

  it("takes the article off each word, also after و ب ك ف and as لل, leaving at least two letters", () => {
    expect(arabicSearchForm("الفوترة")).toBe("فوتره");
    expect(arabicSearchForm("فوترة")).toBe("فوتره");
    expect(arabicSearchForm("والفوترة، للمرحلة بالتقنية كالعادة فالأمن")).toBe("فوتره، مرحله تقنيه عاده امن");
    expect(arabicSearchForm("الإلكترونية")).toBe(arabicSearchForm("إلكترونية"));
    // Too short to be article + word, or no article at all.
    expect(arabicSearchForm("الم بالغ")).toBe("الم بالغ");
    // Not in the middle of a word, and Latin text is left as it is.
    expect(arabicSearchForm("مالية Cloud ALالفوترة")).toBe("ماليه Cloud ALالفوتره");
  });
});

describe.each(TEST_DATABASE_KINDS)("Arabic post search on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const slugsFor = async (term: string) => (await searchPublicPosts(db(), "ar", term)).map((hit) => hit.slug).sort();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoContent(db());
  });
  afterAll(async () => {
    await database.close();
  });

  it("the database function and the TypeScript one agree on every demo post", async () => {
    const rows = await db()
      .select({
        texts: sql<string[]>`ARRAY[${posts.title}, ${posts.metaDescription}, ${posts.plainText}]`,
        forms: sql<
          string[]
        >`ARRAY[arabic_search_form(${posts.title}), arabic_search_form(${posts.metaDescription}), arabic_search_form(${posts.plainText})]`,
      })
      .from(posts)
      .where(sql`${posts.locale} = 'ar'`);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.forms).toEqual(row.texts.map(arabicSearchForm));

    const tricky = ["مُحَمَّـد ﻻ", "للالتزام الالتزام", 'e-الفوترة "الفوترة" -الفوترة', "بالغ الم", "ٱلمرحلة\nالمرحلة"];
    for (const text of tricky) {
      const [row] = await db()
        .select({ form: sql<string>`arabic_search_form(${text})` })
        .from(posts)
        .limit(1);
      expect(row?.form, text).toBe(arabicSearchForm(text));
    }
  });

  it("finds the same posts whatever the spelling of taa marbuta", async () => {
    const found = await slugsFor("المرحلة");
    expect(found.length).toBeGreaterThan(0);
    expect(await slugsFor("المرحله")).toEqual(found);
    expect(await slugsFor("مرحلة")).toEqual(found);
  });

  it("finds the same posts with or without the article, in both directions", async () => {
    const withArticle = await slugsFor("الفوترة");
    // The e-invoicing and the e-store articles both speak of invoicing.
    expect(withArticle).toHaveLength(2);
    expect(await slugsFor("فوترة")).toEqual(withArticle);
    expect(await slugsFor("فوتره")).toEqual(withArticle);
    expect(await slugsFor("والفوترة")).toEqual(withArticle);

    const withoutArticle = await slugsFor("حماية");
    expect(withoutArticle.length).toBeGreaterThan(0);
    expect(await slugsFor("الحماية")).toEqual(withoutArticle);
  });

  it("a phrase of variants finds what its usual spelling finds, and English is untouched", async () => {
    const usual = await slugsFor("الفوترة الإلكترونية");
    expect(usual.length).toBeGreaterThan(0);
    expect(await slugsFor("فوتره الكترونيه")).toEqual(usual);
    expect((await searchPublicPosts(db(), "en", "phishing")).length).toBeGreaterThan(0);
    expect(await slugsFor("zzzz-nothing")).toEqual([]);
  });
});
