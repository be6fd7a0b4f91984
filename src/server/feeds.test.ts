import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coverFile } from "./feeds";

describe("coverFile", () => {
  it("reads the real size of a bundled cover", async () => {
    const size = statSync(path.join(process.cwd(), "public/blog/covers/nca-ecc.jpg")).size;
    expect(size).toBeGreaterThan(1000);
    expect(await coverFile("/blog/covers/nca-ecc.jpg")).toEqual({ length: size, type: "image/jpeg" });
  });

  it("knows nothing of missing files, other sites or paths that climb out", async () => {
    expect(await coverFile("/blog/covers/missing.jpg")).toBeNull();
    expect(await coverFile("https://cdn.example.com/a.jpg")).toBeNull();
    expect(await coverFile("/../package.json")).toBeNull();
    expect(await coverFile("/blog/covers/")).toBeNull();
  });
});
