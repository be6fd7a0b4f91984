import { afterEach, describe, expect, it, vi } from "vitest";
import { handleAppError } from "./handle-app-error";

describe("handleAppError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one JSON line with the phase, the message, the cause and the stack", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const error = new Error("database unreachable", { cause: new Error("ECONNREFUSED 127.0.0.1:5432") });
    handleAppError(error, { phase: "startup", step: "migrate" });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({
      level: "error",
      message: "startup error",
      phase: "startup",
      step: "migrate",
      error: "database unreachable",
      cause: { error: "ECONNREFUSED 127.0.0.1:5432" },
    });
    expect(entry.stack).toContain("database unreachable");
  });

  it("accepts values that are not errors", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    handleAppError("boom", { phase: "process" });
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ error: "boom", phase: "process" });
  });
});
