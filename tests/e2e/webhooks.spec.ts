import { expect } from "@playwright/test";
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { unisolatedRunsOnPage } from "./support/bidi";
import { E2E_BASE_URL } from "./support/constants";
import { postBody } from "./support/posts";

/**
 * Webhooks (docs/api.md, "Webhooks"), against a real HTTP receiver on loopback (the test server
 * allows private addresses and retries within seconds: scripts/e2e-server.ts). The receiver first
 * hangs, then fails, then answers: the save is never held up, every try is signed with the secret
 * the dashboard showed once, the log shows the answer, and "Send again" sends the same message.
 */

type Received = { headers: IncomingMessage["headers"]; body: string };

/**
 * The receiver decides each request's fate by how many times its message has come (1 for the
 * first): other tests publish posts meanwhile, and their deliveries come here too.
 */
async function receiver(fate: (request: Received, time: number) => number | "hang") {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const entry = { headers: request.headers, body };
      received.push(entry);
      const time = received.filter((other) => other.headers["webhook-id"] === request.headers["webhook-id"]).length;
      const answer = fate(entry, time);
      if (answer === "hang") hanging.push(response);
      else response.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "thanks" : "down for now");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Standard Webhooks: "v1," + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed with the secret's bytes. */
const signature = (secret: string, request: Received) =>
  `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${request.headers["webhook-id"]}.${request.headers["webhook-timestamp"]}.${request.body}`)
    .digest("base64")}`;

test("a published post reaches a receiver that hangs, fails, then recovers; the log shows it and 'Send again' resends it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const slug = `hooked-${Date.now().toString(36)}`;
  const isOurs = (request: Received) => (JSON.parse(request.body) as { data?: { slug?: string } }).data?.slug === slug;
  const hook = await receiver((request, time) =>
    !isOurs(request) ? 200 : time === 1 ? "hang" : time === 2 ? 500 : 200,
  );
  const ours = () => hook.received.filter(isOurs);
  try {
    await signInThroughApi(page.request);
    await page.goto("/en/dashboard/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

    // Checked in the browser first.
    await page.getByRole("button", { name: "Add the webhook" }).click();
    await expect(page.getByLabel("Address")).toHaveAccessibleDescription(
      /Enter the address that receives the events\./,
    );
    await page.getByLabel("Address").fill(hook.url);
    await page.getByLabel("Description").fill("CRM intake");
    await page.getByRole("checkbox", { name: /Post published/ }).check();
    await page.getByRole("button", { name: "Add the webhook" }).click();
    const shown = page.getByTestId("new-webhook-secret");
    await expect(shown).toContainText("it is shown only this once");
    const secret = await shown.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expect(page.getByTestId("webhook-list")).toContainText(hook.url);
    await expectNoAxeViolations(page);

    // Published through the API with a key: the answer does not wait for the receiver, which hangs.
    const made = await page.request.post("/api/api-keys", {
      headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
      data: { name: "Webhook test publisher", scopes: ["posts:write"] },
    });
    const { token } = (await made.json()) as { token: string };
    const started = Date.now();
    const published = await fetch(`${E2E_BASE_URL}/api/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(postBody({ title: "Hooked", slug, locale: "en", status: "published" })),
    });
    expect(published.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { post } = (await published.json()) as { post: { id: number } };

    // The worker tries, is cut off, is refused, and is answered.
    await expect.poll(() => ours().length, { timeout: 60_000 }).toBe(3);
    const ids = new Set(ours().map((request) => request.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    const messageId = String(ours()[0]!.headers["webhook-id"]);
    for (const request of ours()) {
      expect(request.headers["webhook-signature"]).toBe(signature(secret, request));
      expect(JSON.parse(request.body)).toMatchObject({
        type: "post.published",
        data: { id: post.id, slug, locale: "en", url: `${E2E_BASE_URL}/en/blog/${slug}` },
      });
    }

    const row = page.getByTestId("webhook-deliveries").locator(`tr[data-delivery="${messageId}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText("Delivered", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText("3 tries");
    await expect(row).toContainText("200");
    await expect(row).toContainText("thanks");

    await row.getByRole("button", { name: `Send again: Post published to ${hook.url}` }).click();
    await expect(page.getByText("The delivery will be sent again in a moment.")).toBeVisible();
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(4);
    expect(ours()[3]!.headers["webhook-id"]).toBe(messageId);
    expect(ours()[3]!.headers["webhook-signature"]).toBe(signature(secret, ours()[3]!));

    // The Arabic screen: the addresses read left to right, and it passes axe.
    await page.goto("/dashboard/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "الإشعارات الآلية (Webhooks)" })).toBeVisible();
    await expect(page.getByTestId("webhook-deliveries")).toContainText("وصل");
    await expectNoAxeViolations(page);
    expect(await unisolatedRunsOnPage(page)).toEqual([]);

    // Deleting the endpoint drops its log.
    page.once("dialog", (dialog) => void dialog.accept());
    await page
      .getByTestId("webhook-list")
      .getByRole("button", { name: /^حذف الإشعار الآلي/ })
      .click();
    await expect(page.getByText("حُذف الإشعار الآلي.")).toBeVisible();
    await expect(page.getByTestId("webhook-list")).toHaveCount(0);
  } finally {
    hook.close();
  }
});
