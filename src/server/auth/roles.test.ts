import { describe, expect, it } from "vitest";
import { canChangePost, canManageLeads, canManageUsers } from "./roles";

const admin = { id: 1, role: "admin" as const };
const editor = { id: 2, role: "editor" as const };

describe("roles", () => {
  it("let editors change only the posts they created", () => {
    expect(canChangePost(editor, { createdBy: 2 })).toBe(true);
    expect(canChangePost(editor, { createdBy: 3 })).toBe(false);
    // Demo posts have no creator: they are the administrators'.
    expect(canChangePost(editor, { createdBy: null })).toBe(false);
  });

  it("let administrators change any post, manage leads and accounts", () => {
    for (const post of [{ createdBy: 2 }, { createdBy: null }]) expect(canChangePost(admin, post)).toBe(true);
    expect(canManageLeads(admin) && canManageUsers(admin)).toBe(true);
    expect(canManageLeads(editor) || canManageUsers(editor)).toBe(false);
  });
});
