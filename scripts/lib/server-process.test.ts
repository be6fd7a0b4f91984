import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS, serverEnvironment } from "./server-process";

describe("how server.mjs is started", () => {
  it("bounds V8's heap and glibc's arenas, keeping an operator's own arena count", () => {
    expect(SERVER_NODE_OPTIONS).toContain("--max-semi-space-size=16");
    expect(serverEnvironment({ NODE_ENV: "production", PORT: "3000" })).toEqual({
      NODE_ENV: "production",
      PORT: "3000",
      MALLOC_ARENA_MAX: "2",
    });
    expect(serverEnvironment({ NODE_ENV: "production", MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });
});
