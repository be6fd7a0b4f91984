import { describe, expect, it } from "vitest";
import { renderRss } from "./rss";

describe("renderRss", () => {
  const feed = {
    title: "Cloud | Blog",
    link: "https://asastech.sa/en/blog/topics/cloud",
    selfUrl: "https://asastech.sa/en/blog/topics/cloud/feed.xml",
    description: "Cloud articles",
    language: "en-SA",
  };

  it("gives a cover enclosure its real length and type, and leaves it out when unknown", () => {
    const xml = renderRss({
      ...feed,
      items: [
        {
          title: "With a cover",
          link: "https://asastech.sa/en/blog/a",
          description: "A",
          publishedAt: "2026-01-01T07:00:00.000Z",
          image: { url: "https://asastech.sa/uploads/a.webp", length: 48213, type: "image/webp" },
        },
        {
          title: "Without",
          link: "https://asastech.sa/en/blog/b",
          description: "B",
          publishedAt: "2026-01-02T07:00:00.000Z",
        },
      ],
    });
    expect(xml).toContain('<enclosure url="https://asastech.sa/uploads/a.webp" type="image/webp" length="48213"/>');
    expect(xml.match(/<enclosure/g)).toHaveLength(1);
    expect(xml).not.toContain('length="0"');
    expect(xml).toContain('<atom:link href="https://asastech.sa/en/blog/topics/cloud/feed.xml" rel="self"');
  });
});
