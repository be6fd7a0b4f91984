import { measureLoad, type LoadResult } from "./load";
import { postJson, staffHeaders } from "./staff";

export type WritesResult = {
  leads: { attempted: number; accepted: number; refused: number; missing: number };
  posts: { saves: number; accepted: number; conflicts: number; refused: number; missing: number };
  reads: LoadResult[];
  durationMs: number;
  nothingLost: boolean;
};

const TOKEN = /\d{13}\.[\w-]{12}\.[\w-]{43}/;

/**
 * Writes under load: contact leads and post saves run concurrently with read traffic; afterwards
 * every write the server accepted must be in the database.
 */
export async function writesUnderLoad(
  base: string,
  admin: { email: string; password: string },
  options: { leads: number; posts: number; savesPerPost: number; readSeconds: number },
): Promise<WritesResult> {
  const run = Date.now().toString(36);
  const origin = { origin: base };

  const staff = await staffHeaders(base, admin);

  // Tokens from real page views, old enough to pass the minimum fill time.
  const tokens: string[] = [];
  for (let index = 0; index < Math.ceil(options.leads / 5); index++) {
    const html = await (await fetch(`${base}/en/contact`, { headers: { "accept-language": "en" } })).text();
    const token = TOKEN.exec(html)?.[0];
    if (!token) throw new Error("No form token found on the contact page");
    tokens.push(token);
  }
  await new Promise((resolve) => setTimeout(resolve, 3200));

  const started = performance.now();
  const reads = Promise.all([
    measureLoad("reads during writes: blog listing", `${base}/en/blog`, {
      connections: 10,
      durationSeconds: options.readSeconds,
      warmupSeconds: 0,
    }),
    measureLoad("reads during writes: home", `${base}/`, {
      connections: 10,
      durationSeconds: options.readSeconds,
      warmupSeconds: 0,
    }),
  ]);

  const leadOutcomes = Promise.all(
    Array.from({ length: options.leads }, async (_, index) => {
      const email = `bench-${run}-${index}@example.com`;
      const response = await fetch(`${base}/api/contact`, {
        method: "POST",
        // Five messages per address: the per-address limit is not what is measured here.
        headers: {
          ...origin,
          "content-type": "application/json",
          "x-forwarded-for": `10.${Math.floor(index / 5 / 250)}.${Math.floor(index / 5) % 250}.1`,
        },
        body: JSON.stringify({
          name: `Benchmark ${index}`,
          email,
          country: "SA",
          service: "web-dev",
          message: "A message written during the load benchmark.",
          consent: true,
          locale: "en",
          token: tokens[Math.floor(index / 5)],
          page: "/en/contact",
        }),
      });
      return { email, accepted: response.status === 201 };
    }),
  );

  const postOutcomes = Promise.all(
    Array.from({ length: options.posts }, async (_, index) => {
      const slug = `bench-${run}-${index}`;
      const body = (title: string, version?: number) => postJson(slug, title, `${title}\n`, version);
      const created = await fetch(`${base}/api/posts`, {
        method: "POST",
        headers: staff,
        body: body(`Bench ${index} v0`),
      });
      if (created.status !== 201)
        return { id: null, expectedTitle: null, saves: 1, accepted: 0, conflicts: 0, refused: 1 };
      let { post } = (await created.json()) as { post: { id: number; version: number } };
      let accepted = 1;
      let conflicts = 0;
      let refused = 0;
      let expectedTitle = `Bench ${index} v0`;
      for (let save = 1; save <= options.savesPerPost; save++) {
        const title = `Bench ${index} v${save}`;
        const response = await fetch(`${base}/api/posts/${post.id}`, {
          method: "PUT",
          headers: staff,
          body: body(title, post.version),
        });
        if (response.ok) {
          post = ((await response.json()) as { post: typeof post }).post;
          accepted++;
          expectedTitle = title;
        } else if (response.status === 409) conflicts++;
        else refused++;
      }
      return { id: post.id, expectedTitle, saves: options.savesPerPost + 1, accepted, conflicts, refused };
    }),
  );

  const [leads, posts, readResults] = await Promise.all([leadOutcomes, postOutcomes, reads]);
  const durationMs = Math.round(performance.now() - started);

  // Every accepted write must be there.
  const csv = await (await fetch(`${base}/api/leads/export?folder=all`, { headers: staff })).text();
  const acceptedLeads = leads.filter((lead) => lead.accepted);
  const missingLeads = acceptedLeads.filter((lead) => !csv.includes(lead.email)).length;
  let missingPosts = 0;
  for (const post of posts) {
    if (post.id === null) continue;
    const stored = (await (await fetch(`${base}/api/posts/${post.id}`, { headers: staff })).json()) as {
      post?: { title: string };
    };
    if (stored.post?.title !== post.expectedTitle) missingPosts++;
  }
  // Tidy up the benchmark's posts so the blog is as it was.
  for (const post of posts)
    if (post.id !== null) await fetch(`${base}/api/posts/${post.id}`, { method: "DELETE", headers: staff });

  return {
    leads: {
      attempted: leads.length,
      accepted: acceptedLeads.length,
      refused: leads.length - acceptedLeads.length,
      missing: missingLeads,
    },
    posts: {
      saves: posts.reduce((sum, post) => sum + post.saves, 0),
      accepted: posts.reduce((sum, post) => sum + post.accepted, 0),
      conflicts: posts.reduce((sum, post) => sum + post.conflicts, 0),
      refused: posts.reduce((sum, post) => sum + post.refused, 0),
      missing: missingPosts,
    },
    reads: readResults,
    durationMs,
    nothingLost: missingLeads === 0 && missingPosts === 0,
  };
}
