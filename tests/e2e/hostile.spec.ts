import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support/test";
import { BROWSER_USER_AGENT, E2E_ADMIN, E2E_BASE_URL, EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";

/**
 * Requests of every shape that names nothing, sent byte for byte (no client normalises them) to a
 * production server whose log this test reads: each gets its 4xx, in the language of its prefix,
 * and nothing is logged as an error.
 */
type Row = [method: string, target: string, expected: number | number[], language?: "ar" | "en"];

const ROWS: Row[] = [
  // Single segments with a dot, and the prefixes Next.js keeps for itself.
  ["GET", "/apple-touch-icon.png", 404, "ar"],
  ["GET", "/apple-touch-icon-precomposed.png", 404, "ar"],
  ["GET", "/ads.txt", 404, "ar"],
  ["GET", "/wp-login.php", 404, "ar"],
  ["GET", "/about.html", 404, "ar"],
  ["GET", "/sitemap_index.xml", 404, "ar"],
  ["GET", "/.env", 404, "ar"],
  ["GET", "/.git/config", 404, "ar"],
  ["GET", "/x.y", 404, "ar"],
  ["GET", "/api-docs", 404, "ar"],
  ["GET", "/_vercel", 404, "ar"],
  ["GET", "/_vercel/insights/script.js", 404, "ar"],
  ["GET", "/_nextx", 404, "ar"],
  ["GET", "/en/nope.xml", 404, "en"],
  ["GET", "/en/wp-admin/setup-config.php", 404, "en"],
  // The internal routes of the old delivery scheme no longer exist.
  ["GET", "/en/x-post/cloud-migration-roadmap-for-gulf-businesses/anything.1", 404, "en"],
  ["GET", "/x-blog/1/1", 404, "ar"],
  ["GET", "/en/x-search?s=a", 404, "en"],
  ["GET", "/x-unavailable", 404, "ar"],
  // Broken percent-encoding and invalid UTF-8.
  ["GET", "/en/blog/%ZZ", 400, "en"],
  ["GET", "/%", 400, "ar"],
  ["GET", "/api/posts/%", 400],
  ["GET", "/en/blog/%F0%9F", 400, "en"],
  ["GET", "/%c0%ae%c0%ae/", 400, "ar"],
  ["GET", "/en?s=%E0%A4%A", 400, "en"],
  // Control characters in a slug, a query, an API path.
  ["GET", "/en/blog/a%00b", 400, "en"],
  ["GET", "/blog/%00", 400, "ar"],
  ["GET", "/?s=%00", 400, "ar"],
  ["GET", "/en?s=a%00b", 400, "en"],
  ["GET", "/en/blog?page=%1b[2J", 400, "en"],
  ["GET", "/api/public/posts/%00", 400],
  ["GET", "/robots.txt%00", 400, "ar"],
  // Listing pages that do not exist, in any notation.
  ["GET", "/en/blog?page=0x10", 404, "en"],
  ["GET", "/en/blog?page=-1", 404, "en"],
  ["GET", "/blog?page=1e3", 404, "ar"],
  ["GET", "/en/blog?page=99999999999999999999", 404, "en"],
  ["GET", "/en/blog?page=9999", 308],
  ["GET", "/en/blog/page/9999", 404, "en"],
  ["GET", "/en/blog/page/0x10", 404, "en"],
  // Paths that try to climb, inject or overflow.
  ["GET", "/en/blog/%27%20OR%201%3D1--", 404, "en"],
  ["GET", "/en/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E", 404, "en"],
  ["GET", "/en/services/%2e%2e%2fdashboard", 404, "en"],
  ["GET", "/en/blog/post%2Fslug", 404, "en"],
  ["GET", `/en/blog/${"a".repeat(3000)}`, 404, "en"],
  ["GET", "/en/%E2%80%AE", 404, "en"],
  ["GET", "/en/services/erp/extra/segments", 404, "en"],
  ["GET", "//evil.example/", 400, "ar"],
  ["GET", "/api/nope", 404],
  ["GET", "/api/public/posts/no-such-post", 404],
  ["HEAD", "/en/no-such-page", 404],
  // Methods the site does not speak, or not there.
  ["TRACE", "/", 405, "ar"],
  ["TRACE", "/en/about", 405, "en"],
  ["CONNECT", "/en", 405],
  ["PROPFIND", "/en/blog", 405, "en"],
  ["PUT", "/en/about", 405, "en"],
  ["DELETE", "/", 405, "ar"],
  ["POST", "/api/public/posts", 405],
];

type Raw = { status: number; headers: Record<string, string>; body: string };

/** One request exactly as given (target bytes included), over a fresh connection. */
function rawRequest(port: number, method: string, target: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: localhost:${port}`,
      `User-Agent: ${BROWSER_USER_AGENT}`,
      "Connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ...(body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
      "",
      "",
    ];
    socket.write(Buffer.from(lines.join("\r\n") + (body ?? ""), "utf8"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: Object.fromEntries(
          headerLines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        ),
        body: rest.join("\r\n\r\n"),
      });
    });
  });
}

test("hostile paths, queries and methods get their 4xx in the prefix's language, and nothing is logged as an error", async () => {
  test.setTimeout(180_000);
  expect(ROWS.length).toBeGreaterThanOrEqual(40);
  const port = EXTRA_SERVER_PORTS.hostile;
  const server = await startExtraServer(port, {
    DATA_DIR: ".e2e-data-hostile",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  const logFile = path.resolve("test-results", `extra-server-${port}.log`);
  try {
    const failures: string[] = [];
    for (const [method, target, expected, language] of ROWS) {
      const answer = await rawRequest(port, method, target);
      const allowed = Array.isArray(expected) ? expected : [expected];
      const label = `${method} ${target.slice(0, 60)}`;
      if (!allowed.includes(answer.status))
        failures.push(`${label}: ${answer.status}, expected ${allowed.join(" or ")}`);
      if (method !== "HEAD" && language && answer.headers["content-type"]?.startsWith("text/html")) {
        const dir = language === "ar" ? "rtl" : "ltr";
        if (!answer.body.includes(`<html lang="${language}" dir="${dir}"`))
          failures.push(`${label}: not a ${language} page`);
      }
      if (
        target.startsWith("/api/") &&
        method !== "HEAD" &&
        !answer.headers["content-type"]?.startsWith("application/json")
      ) {
        failures.push(`${label}: an API answer that is not JSON`);
      }
    }
    expect(failures).toEqual([]);

    // A post body with control characters is refused by the editor's validation, in its language.
    const login = await fetch(`${server.url}/api/_auth/login`, {
      method: "POST",
      headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const createPost = (text: string) =>
      fetch(`${server.url}/api/posts`, {
        method: "POST",
        headers: { origin: E2E_BASE_URL, "content-type": "application/json", cookie },
        body: JSON.stringify({
          title: `Hello${text}world`,
          slug: "control-characters",
          locale: "en",
          status: "draft",
          content: { ops: [{ insert: `Body${text}\n` }] },
        }),
      });
    // A bell is storable but not text: the post's own rules name both fields.
    const bell = await createPost("\u0007");
    expect(bell.status).toBe(400);
    const refusedBell = (await bell.json()) as { error: { fields?: Record<string, string> } };
    expect(refusedBell.error.fields).toMatchObject({ title: "control_characters", content: "control_characters" });
    // NUL cannot be stored at all: refused where the body is read, before any handler, at the first field.
    const nul = await createPost("\u0000");
    expect(nul.status).toBe(400);
    const refusedNul = (await nul.json()) as { error: { fields?: Record<string, string> } };
    expect(refusedNul.error.fields).toEqual({ title: "invalid_characters" });
  } finally {
    await server.stop();
  }
  const log = readFileSync(logFile, "utf8");
  const errors = log.split("\n").filter((line) => /"level":"(error|fatal)"|^\s*at |Error:|⨯/.test(line));
  expect(errors).toEqual([]);
});

test("a keep-alive connection left idle for a few seconds still takes the next request", async () => {
  // Node's default closes idle connections after 5 s: a client (or nginx, which keeps its upstream
  // connections 60 s) sending on one at that moment got a reset instead of an answer.
  const { hostname, port } = new URL(E2E_BASE_URL);
  const socket = connect(Number(port), hostname);
  const request = `GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`;
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  const answers = async (count: number) => {
    await expect.poll(() => received.split("HTTP/1.1 200").length - 1, { timeout: 5_000 }).toBe(count);
  };
  try {
    socket.write(request);
    await answers(1);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(socket.destroyed || socket.readableEnded).toBe(false);
    socket.write(request);
    await answers(2);
  } finally {
    socket.destroy();
  }
});

test("made-up addresses leave nothing on disk", async ({ request }) => {
  const made = `madeup${Date.now().toString(36)}`;
  const paths = [
    `/en/blog/${made}`,
    `/blog/${made}`,
    `/en/services/${made}`,
    `/services/cybersecurity/${made}`,
    `/en/blog/topics/${made}`,
    `/en/blog/authors/${made}`,
    `/en/${made}`,
    `/${made}/deeper`,
  ];
  for (const target of paths) {
    for (let time = 0; time < 3; time++) expect((await request.get(target)).status(), target).toBe(404);
  }
  // With isrFlushToDisk on, Next.js wrote each made-up service address under .next/server/route-cache.
  const written = readdirSync(".next", { recursive: true }).filter((file) => String(file).includes(made));
  expect(written).toEqual([]);
});

test("a picture asked for again is not optimised again: the server keeps what it made", async ({ request }) => {
  const picture = "/_next/image?url=%2Fmedia%2Fhero-poster.jpg&w=640&q=60";
  for (const accept of ["image/avif,image/webp,*/*", "image/webp,*/*"]) {
    const first = await request.get(picture, { headers: { accept } });
    expect(first.status()).toBe(200);
    const again = await request.get(picture, { headers: { accept } });
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(again.headers()["content-type"]).toBe(first.headers()["content-type"]);
    expect(Buffer.compare(await again.body(), await first.body())).toBe(0);
  }
});
