import { serializeJsonLd } from "@/lib/html";

/** Structured data for search engines; not executed, so the page's script policy does not apply. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
