/** Signs the benchmark's admin in; returns the headers a staff write needs (session, origin, JSON). */
export async function staffHeaders(
  base: string,
  admin: { email: string; password: string },
): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/_auth/login`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Benchmark sign-in failed: ${login.status}`);
  return {
    origin: base,
    cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
    "content-type": "application/json",
  };
}

/** A published English post as the editor sends it, for the benchmark's writes. */
export function postJson(slug: string, title: string, body: string, version?: number): string {
  return JSON.stringify({
    title,
    slug,
    metaDescription: "",
    coverImage: "",
    locale: "en",
    status: "published",
    content: { ops: [{ insert: body }] },
    version,
  });
}
