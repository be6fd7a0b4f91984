import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills in the defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "localhost",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      SCRIPTS_AFTER_PAINT: true,
      COMPILE_HINTS: true,
      TRUSTED_PROXIES: 0,
      LEAD_MAIL_RETRY_SECONDS: 30,
      TRASH_RETENTION_DAYS: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads numbers from strings and takes the default site address from PORT", () => {
    const env = parseEnv({
      PORT: "3707",
      HOST: "0.0.0.0",
      SCRIPTS_AFTER_PAINT: "false",
      COMPILE_HINTS: "0",
      LOG_LEVEL: "warn",
    });
    expect(env).toMatchObject({
      PORT: 3707,
      HOST: "0.0.0.0",
      SCRIPTS_AFTER_PAINT: false,
      COMPILE_HINTS: false,
      LOG_LEVEL: "warn",
    });
    expect(env.SITE_URL).toBe("http://localhost:3707");
  });

  it("drops a trailing slash from SITE_URL and treats empty values as unset", () => {
    const env = parseEnv({ SITE_URL: "https://asastech.sa/", DATABASE_URL: "  ", SMTP_URL: "" });
    expect(env.SITE_URL).toBe("https://asastech.sa");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "0"],
    ["PORT", "http"],
    ["HOST", " "],
    ["LOG_LEVEL", "verbose"],
    ["SCRIPTS_AFTER_PAINT", "yes please"],
    ["COMPILE_HINTS", "2"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["SITE_URL", "ftp://asastech.sa"],
    ["ADMIN_PASSWORD", "short"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });
});
