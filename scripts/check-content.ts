/**
 * Checks content files against their schema: `tsx scripts/check-content.ts <file.json>...`.
 * The file's folder (ar|en) says its locale; its name says which schema applies.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  aboutContentSchema,
  cybersecurityOverviewSchema,
  findNonArabicStrings,
  serviceContentSchema,
} from "../src/content/schema";

const files = process.argv.slice(2);
let failed = false;
for (const file of files) {
  const locale = path.basename(path.dirname(file));
  const name = path.basename(file, ".json");
  const schema =
    name === "about"
      ? aboutContentSchema
      : name === "cybersecurity"
        ? cybersecurityOverviewSchema
        : serviceContentSchema;
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  const result = schema.safeParse(data);
  const problems = result.success ? [] : [z.prettifyError(result.error)];
  if (locale === "ar") problems.push(...findNonArabicStrings(data).map((p) => `not Arabic script: ${p}`));
  if (problems.length) {
    failed = true;
    console.error(`✗ ${file}\n${problems.join("\n")}\n`);
  } else {
    console.log(`✓ ${file}`);
  }
}
process.exit(failed ? 1 : 0);
