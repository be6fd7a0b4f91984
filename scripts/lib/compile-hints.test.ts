import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints } from "./compile-hints";

const integrityOf = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

let dist = "";
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A build folder as `next build --experimental-build-mode=compile` leaves it, with two start-up chunks. */
function compiledBuild() {
  dist = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(dist, "server"));
  const chunks: Record<string, string> = {
    "static/chunks/main.js": "(()=>{console.log('main')})();",
    "static/chunks/react-dom.js": "self.x=function(){return 1};",
    "static/chunks/page.js": "self.page=1;",
  };
  for (const [name, code] of Object.entries(chunks)) writeFileSync(path.join(dist, name), code);
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/main.js", "static/chunks/react-dom.js"] }),
  );
  const integrity = Object.fromEntries(Object.entries(chunks).map(([name, code]) => [name, integrityOf(code)]));
  writeFileSync(path.join(dist, "server", "subresource-integrity-manifest.json"), JSON.stringify(integrity));
  return chunks;
}

const read = (name: string) => readFileSync(path.join(dist, name), "utf8");

describe("addCompileHints", () => {
  it("marks the chunks every page starts with, and gives each the integrity of what is sent", () => {
    const chunks = compiledBuild();
    expect(addCompileHints(dist)).toEqual(["static/chunks/main.js", "static/chunks/react-dom.js"]);
    const integrity = JSON.parse(read("server/subresource-integrity-manifest.json")) as Record<string, string>;
    for (const name of ["static/chunks/main.js", "static/chunks/react-dom.js"]) {
      expect(read(name)).toBe(`${COMPILE_HINT}${chunks[name]}`);
      expect(integrity[name]).toBe(integrityOf(read(name)));
    }
    // A page's own chunk is left as it was.
    expect(read("static/chunks/page.js")).toBe(chunks["static/chunks/page.js"]);
    expect(integrity["static/chunks/page.js"]).toBe(integrityOf(chunks["static/chunks/page.js"] ?? ""));
    // The server's JavaScript copy of the manifest says the same.
    const script = read("server/subresource-integrity-manifest.js");
    expect(script.startsWith("self.__SUBRESOURCE_INTEGRITY_MANIFEST=")).toBe(true);
    expect(JSON.parse(JSON.parse(script.slice(script.indexOf("=") + 1)) as string)).toEqual(integrity);
  });

  it("marks a chunk once, however often it runs", () => {
    compiledBuild();
    addCompileHints(dist);
    const once = read("static/chunks/main.js");
    expect(addCompileHints(dist)).toEqual([]);
    expect(read("static/chunks/main.js")).toBe(once);
  });
});
