import { escapeHtml } from "@/lib/html";

export type FeedItem = {
  title: string;
  link: string;
  description: string;
  publishedAt: string;
  author?: string;
  /** The cover, with its real size in bytes and type (RSS requires both); none when unknown. */
  image?: { url: string; length: number; type: string };
};

export type Feed = {
  title: string;
  link: string;
  selfUrl: string;
  description: string;
  /** RSS language code, e.g. "ar-SA". */
  language: string;
  items: FeedItem[];
};

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

/** An RSS 2.0 document with an atom:link to itself. */
export function renderRss(feed: Feed): string {
  const lastBuild = feed.items[0]?.publishedAt ? new Date(feed.items[0].publishedAt) : new Date();
  const items = feed.items.map((item) =>
    [
      "<item>",
      `<title>${escapeHtml(item.title)}</title>`,
      `<link>${escapeHtml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(item.link)}</guid>`,
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      item.author ? `<dc:creator>${cdata(item.author)}</dc:creator>` : "",
      `<description>${cdata(item.description)}</description>`,
      item.image
        ? `<enclosure url="${escapeHtml(item.image.url)}" type="${escapeHtml(item.image.type)}" length="${item.image.length}"/>`
        : "",
      "</item>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeHtml(feed.title)}</title>
<link>${escapeHtml(feed.link)}</link>
<description>${escapeHtml(feed.description)}</description>
<language>${escapeHtml(feed.language)}</language>
<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
<atom:link href="${escapeHtml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
</channel>
</rss>
`;
}
