import { expect } from "@playwright/test";
import { test } from "./support/test";
import { EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";

/** Load balancers and nginx ask /healthz (the process) and /readyz (the database within a second). */
const probes = [
  "curl/8.5.0",
  "kube-probe/1.31",
  "ELB-HealthChecker/2.0",
  "Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0",
];

test("/healthz and /readyz answer every client, uncached", async ({ request }) => {
  for (const userAgent of probes) {
    const health = await request.get("/healthz", { headers: { "user-agent": userAgent } });
    expect(health.status(), userAgent).toBe(200);
    expect(await health.text()).toBe("ok\n");
    expect(health.headers()["cache-control"]).toBe("no-store");
    const ready = await request.get("/readyz", { headers: { "user-agent": userAgent } });
    expect(ready.status(), userAgent).toBe(200);
    expect(await ready.text()).toBe("ready\n");
  }
});

test("with the database unreachable /readyz is 503 within a second and /healthz still 200", async ({ request }) => {
  test.setTimeout(120_000);
  const server = await startExtraServer(
    EXTRA_SERVER_PORTS.health,
    { DATABASE_URL: "postgres://asas:asas@127.0.0.1:1/asas" },
    { prepareDatabase: false },
  );
  try {
    expect((await request.get(`${server.url}/healthz`)).status()).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = Date.now();
      const ready = await request.get(`${server.url}/readyz`, { headers: { "user-agent": "curl/8.5.0" } });
      expect(ready.status()).toBe(503);
      expect(Date.now() - started).toBeLessThan(1500);
    }
  } finally {
    await server.stop();
  }
});
