import { BROWSER_HEADERS } from "./load";
import { postJson, staffHeaders } from "./staff";

export type FreshPostsResult = {
  connections: number;
  saves: number;
  /** Milliseconds from the save's answer to the next anonymous request's complete answer. */
  latency: { p50: number; p90: number; p99: number; max: number };
  /** Saves whose new title the very next anonymous request showed. */
  visible: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * A post right after its save: `connections` editors each save their own post over and over, and
 * after every save an anonymous visitor asks for it. Each of those requests is a true cache miss
 * (the save invalidated the post's tags) and its body must already show the new title; its time is
 * a render plus whatever the other editors' saves hold the server's one thread for.
 */
export async function postsAfterSave(
  base: string,
  admin: { email: string; password: string },
  options: { connections: number; savesPerConnection: number },
): Promise<FreshPostsResult> {
  const staff = await staffHeaders(base, admin);
  const run = Date.now().toString(36);
  const body = (slug: string, title: string, version?: number) =>
    postJson(slug, title, `${title}\n`.repeat(40), version);

  const samples: number[] = [];
  let visible = 0;
  const ids: number[] = [];
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      const slug = `bench-fresh-${run}-${worker}`;
      const created = await fetch(`${base}/api/posts`, {
        method: "POST",
        headers: staff,
        body: body(slug, `${slug} v0`),
      });
      if (created.status !== 201) throw new Error(`Could not create a benchmark post: ${created.status}`);
      let post = ((await created.json()) as { post: { id: number; version: number } }).post;
      ids.push(post.id);
      for (let save = 1; save <= options.savesPerConnection; save++) {
        const title = `${slug} v${save}`;
        const saved = await fetch(`${base}/api/posts/${post.id}`, {
          method: "PUT",
          headers: staff,
          body: body(slug, title, post.version),
        });
        if (!saved.ok) throw new Error(`A benchmark save failed: ${saved.status}`);
        post = ((await saved.json()) as { post: typeof post }).post;
        const started = performance.now();
        const page = await fetch(`${base}/en/blog/${slug}`, { headers: BROWSER_HEADERS });
        const html = await page.text();
        samples.push(performance.now() - started);
        if (page.status === 200 && html.includes(title)) visible++;
      }
    }),
  );
  for (const id of ids) await fetch(`${base}/api/posts/${id}`, { method: "DELETE", headers: staff });

  const sorted = samples.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    connections: options.connections,
    saves: samples.length,
    latency: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    visible,
  };
}
