import path from "node:path";
import { describe, expect, it } from "vitest";
import { KB, report } from "./output";
import { ROOT } from "./paths";

describe("report", () => {
  it("marks and returns the files over their budget", () => {
    const lines: string[] = [];
    const files = [
      { file: path.join(ROOT, "public/a.jpg"), bytes: 100 * KB, budget: 150 * KB },
      { file: path.join(ROOT, "public/b.jpg"), bytes: 200 * KB, budget: 150 * KB },
      { file: path.join(ROOT, "public/c.svg"), bytes: 2 * KB },
      { file: path.join(ROOT, "public/d.webm"), bytes: 1.2 * 1024 * KB, budget: 1.5 * 1024 * KB, note: "vp9" },
    ];
    const over = report(files, (line: string) => lines.push(line));
    expect(over.map((w) => w.file)).toEqual([files[1]!.file]);
    expect(lines).toEqual([
      "✓ public/a.jpg    100.0 KB (budget 150 KB)",
      "✗ public/b.jpg    200.0 KB (budget 150 KB)",
      "✓ public/c.svg      2.0 KB",
      "✓ public/d.webm    1.20 MB (budget 1.5 MB)  vp9",
    ]);
  });
});
