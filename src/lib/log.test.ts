import { afterEach, describe, expect, it, vi } from "vitest";
import { log, setLogLevel } from "./log";

function capture() {
  const out = vi.spyOn(console, "log").mockImplementation(() => {});
  const err = vi.spyOn(console, "error").mockImplementation(() => {});
  const lines = () => ({
    out: out.mock.calls.map(([line]) => JSON.parse(String(line))),
    err: err.mock.calls.map(([line]) => JSON.parse(String(line))),
  });
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel("info");
});

describe("log", () => {
  it("writes one JSON object a line: time, level, message and the fields", () => {
    const lines = capture();
    log("info", "ready", { url: "http://localhost:3000" });
    const [line] = lines().out;
    expect(line).toEqual({ time: expect.any(String), level: "info", message: "ready", url: "http://localhost:3000" });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it("sends warnings and errors to stderr", () => {
    const lines = capture();
    log("warn", "slow");
    log("error", "failed");
    expect(lines().err.map((line) => line.level)).toEqual(["warn", "error"]);
    expect(lines().out).toEqual([]);
  });

  it("drops lines below the level (LOG_LEVEL, info by default)", () => {
    const lines = capture();
    log("debug", "hidden");
    setLogLevel("warn");
    log("info", "hidden too");
    log("warn", "shown");
    setLogLevel("debug");
    log("debug", "shown too");
    expect([...lines().out, ...lines().err].map((line) => line.message).sort()).toEqual(["shown", "shown too"]);
  });
});
