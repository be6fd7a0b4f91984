import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-locale";

const call = (headers: Record<string, string>) => new Request("http://localhost:3000/api/posts/1", { headers });

describe("the language of an API answer", () => {
  it("follows the page the call came from", () => {
    expect(requestLocale(call({ referer: "http://localhost:3000/en/dashboard/posts/1" }))).toBe("en");
    expect(requestLocale(call({ referer: "http://localhost:3000/dashboard", "accept-language": "en" }))).toBe("ar");
  });

  it("ignores another site's pages and uses the cookie, then Accept-Language, then Arabic", () => {
    expect(requestLocale(call({ referer: "https://evil.example/en/", cookie: "a=1; i18n_redirected=en" }))).toBe("en");
    expect(requestLocale(call({ "accept-language": "fr-FR, en-US;q=0.8" }))).toBe("en");
    expect(requestLocale(call({ "accept-language": "fr" }))).toBe("ar");
    expect(requestLocale(call({}), "en")).toBe("en");
  });
});
