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

describe("handleAppError with a failed query", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the query's text and never its values, nor values quoted by the database", async () => {
    const { createTestDatabase } = await import("../../../tests/support/test-database");
    const { leads, users } = await import("@/server/db/schema");
    const { eq } = await import("drizzle-orm");
    const database = await createTestDatabase("pglite");
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    try {
      const user = { name: "Noura Secret-Name", email: "noura.secret@example.sa", role: "editor" as const };
      await database.db.insert(users).values(user);
      const duplicate = await database.db
        .insert(users)
        .values(user)
        .catch((error: unknown) => error);
      handleAppError(duplicate, { phase: "request", path: "/api/test" });
      const invalid = await database.db
        .select()
        .from(leads)
        .where(eq(leads.id, "Confidential-Company" as unknown as number))
        .catch((error: unknown) => error);
      handleAppError(invalid, { phase: "request", path: "/api/test" });
    } finally {
      await database.close();
    }
    expect(lines).toHaveLength(2);
    const [duplicate, invalid] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(duplicate?.error).toMatch(/^Failed query: insert into "users"/);
    expect(duplicate?.cause).toMatchObject({ code: "23505", constraint: "users_email_unique" });
    expect(invalid?.cause).toMatchObject({ code: "22P02" });
    for (const line of lines) {
      for (const secret of ["Noura Secret-Name", "noura.secret@example.sa", "Confidential-Company", "params"])
        expect(line).not.toContain(secret);
    }
  });
});
