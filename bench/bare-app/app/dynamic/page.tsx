import { connection } from "next/server";
import { benchContent } from "../content";

// Rendered for every request: the floor of a page Next.js must make again (a post after its save).
export const instant = false;

export default async function DynamicPage() {
  await connection();
  const { title, html } = benchContent();
  return <div title={title} dangerouslySetInnerHTML={{ __html: html }} />;
}
