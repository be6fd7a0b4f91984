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

  it("refuses an origin that matches only the Host or X-Forwarded-Host the client sent", async () => {
    for (const proxies of ["0", "1"]) {
      const { originProblem } = await loadWith({ SITE_URL: "https://asas.example", TRUSTED_PROXIES: proxies });
      const forged = post({
        origin: "https://evil.example",
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      });
      expect(originProblem(forged), `TRUSTED_PROXIES=${proxies}`).toBe("cross_origin");
      // Behind a proxy, the site's own origin is accepted whatever the hop between them is called.
      const proxied = post({ origin: "https://asas.example", host: "app:3000", "x-forwarded-host": "asas.example" });
      expect(originProblem(proxied), `TRUSTED_PROXIES=${proxies}`).toBeNull();
    }
  });
});

describe("originProblem with SITE_ALIASES", () => {
  it("accepts the site's other public addresses, and still nothing a client names", async () => {
    const { originProblem } = await loadWith({
      SITE_URL: "https://asas.example",
      SITE_ALIASES: "https://staging.asas.example, http://localhost:4100",
      TRUSTED_PROXIES: "0",
    });
    expect(originProblem(post({ origin: "https://staging.asas.example" }))).toBeNull();
    expect(originProblem(post({ origin: "http://localhost:4100" }))).toBeNull();
    expect(originProblem(post({ origin: "https://asas.example" }))).toBeNull();
    expect(originProblem(post({ origin: "http://localhost:4101", host: "localhost:4101" }))).toBe("cross_origin");
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
