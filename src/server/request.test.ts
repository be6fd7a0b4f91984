import { afterEach, describe, expect, it, vi } from "vitest";

/** request.ts as a server started with these settings would load it. */
async function loadWith(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import("./request");
}

const post = (headers: Record<string, string>) =>
  new Request("http://asas.example/api/posts", { method: "POST", headers: { host: "asas.example", ...headers } });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("originProblem", () => {
  it("accepts the site itself and refuses other origins", async () => {
    const { originProblem } = await loadWith({ SITE_URL: "https://asas.example", TRUSTED_PROXIES: "0" });
    expect(originProblem(post({ origin: "https://asas.example" }))).toBeNull();
    expect(originProblem(post({ origin: "https://evil.example" }))).toBe("cross_origin");
    expect(originProblem(post({}))).toBe("missing_origin");
  });

  it("ignores X-Forwarded-Host and -Proto without a trusted proxy", async () => {
    const { originProblem } = await loadWith({ SITE_URL: "https://asas.example", TRUSTED_PROXIES: "0" });
    const forged = post({
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(originProblem(forged)).toBe("cross_origin");
  });

  it("believes them behind a trusted proxy", async () => {
    const { originProblem } = await loadWith({ SITE_URL: "https://asas.example", TRUSTED_PROXIES: "1" });
    const proxied = post({
      origin: "https://www.asas.example",
      host: "app:3000",
      "x-forwarded-host": "www.asas.example",
      "x-forwarded-proto": "https",
    });
    expect(originProblem(proxied)).toBeNull();
  });
});

describe("clientIp", () => {
  it("takes the connecting address unless a proxy is trusted", async () => {
    const direct = await loadWith({ TRUSTED_PROXIES: "0" });
    expect(direct.clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.5" }))).toBe("203.0.113.5");
    const proxied = await loadWith({ TRUSTED_PROXIES: "1" });
    expect(proxied.clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" }))).toBe(
      "198.51.100.7",
    );
  });
});
