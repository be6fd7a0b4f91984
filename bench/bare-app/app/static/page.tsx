import { benchContent } from "../content";

// Prerendered at build time: Next.js answers it from its cache, as the site's cached pages.
export default function StaticPage() {
  const { title, html } = benchContent();
  return <div title={title} dangerouslySetInnerHTML={{ __html: html }} />;
}
