/**
 * `npm run user:create -- --email name@company.com --name "Full Name" [--role admin|editor] [--password …]`
 * Adds a staff account. Without --password, a strong one is generated and printed once.
 * With --reset, sets a new password for an existing account instead.
 */
import "./lib/load-env";
import { parseArgs } from "node:util";
import { z } from "zod";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createUser, findUserByEmail, generatePassword, setPassword } from "../src/server/auth/users";
import { databaseConfig, describeDatabase } from "./lib/database";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "editor" },
    password: { type: "string" },
    reset: { type: "boolean", default: false },
  },
});

const input = z
  .object({
    email: z.email("--email must be an email address"),
    name: z.string().trim().min(1).optional(),
    role: z.enum(["admin", "editor"], { error: "--role must be admin or editor" }),
    password: z.string().min(12, "--password needs at least 12 characters").optional(),
    reset: z.boolean(),
  })
  .safeParse(values);

async function main() {
  if (!input.success) {
    console.error(input.error.issues.map((issue) => issue.message).join("\n"));
    process.exit(2);
  }
  const { email, name, role, reset } = input.data;
  const password = input.data.password ?? generatePassword();
  const config = databaseConfig();
  const connection = await openDatabase(config);
  try {
    await runMigrations(connection);
    const existing = await findUserByEmail(connection.db, email);
    if (reset) {
      if (!existing) throw new Error(`No account for ${email}`);
      await setPassword(connection.db, existing.id, password);
      console.log(`› New password set for ${existing.email} (${describeDatabase(config)}).`);
    } else {
      const user = await createUser(connection.db, {
        email,
        name: name ?? email.split("@")[0] ?? email,
        role,
        password,
      });
      console.log(`› Created ${user.role} ${user.email} (${describeDatabase(config)}).`);
    }
    if (!input.data.password) console.log(`  Password: ${password}\n  It is not shown again.`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  handleAppError(error, { phase: "startup", step: "user:create" });
  process.exit(1);
});
