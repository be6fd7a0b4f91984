import { afterEach, describe, expect, it, vi } from "vitest";

async function loadWith(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import("./cookie");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("cookies", () => {
  it("are Secure and __Host- prefixed whenever the site is served over HTTPS", async () => {
    const cookies = await loadWith({ NODE_ENV: "development", SITE_URL: "https://asas.example" });
    const headers = [
      cookies.sessionCookieHeader("token", new Date(Date.now() + 60_000)),
      cookies.clearSessionCookieHeader(),
      cookies.deviceCookieHeader("device"),
      cookies.cookieHeader("asas_oidc", "flow", { path: "/api/_auth/oidc", maxAgeSeconds: 600 }),
    ];
    for (const header of headers) {
      expect(header).toMatch(/; Secure$/);
      expect(header).toContain("; HttpOnly");
      expect(header).toContain("; SameSite=Lax");
    }
    expect(headers[0]).toMatch(/^__Host-asas_session=token; Path=\//);
    expect(headers[2]).toMatch(/^__Host-asas_device=device; Path=\//);
  });

  it("are Secure in production, and only then over plain HTTP in development", async () => {
    expect((await loadWith({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" })).COOKIES_SECURE).toBe(true);
    const local = await loadWith({ NODE_ENV: "development", SITE_URL: "http://localhost:3000" });
    expect(local.sessionCookieHeader("token", new Date(Date.now() + 60_000))).not.toContain("Secure");
    expect(local.SESSION_COOKIE.name).toBe("asas_session");
  });

  it("reads only device tokens of the shape the server issues", async () => {
    const cookies = await loadWith({ NODE_ENV: "production", SITE_URL: "https://asas.example" });
    const token = cookies.newDeviceToken();
    expect(cookies.readDeviceToken(`a=b; __Host-asas_device=${token}`)).toBe(token);
    expect(cookies.readDeviceToken("__Host-asas_device=short")).toBeNull();
  });
});
