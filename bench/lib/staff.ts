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
