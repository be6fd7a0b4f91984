import "server-only";
import type { SessionUser } from "./users";

/**
 * What each role may do (docs/decisions.md, decision 6). Editors write, publish and delete their own
 * posts; administrators also manage accounts, delete any post, see and export leads, and read the
 * audit log. Every page and API checks these on the server.
 */
export const isAdmin = (user: Pick<SessionUser, "role">) => user.role === "admin";

/** Leads (inbox, a lead, changes, the CSV export): administrators only. */
export const canManageLeads = isAdmin;

/** Staff author profiles (names, bios, photos of people): administrators only. Topics: every staff member. */
export const canManageAuthors = isAdmin;

/** The site settings (company facts, banner, stats, partners, legal pages): administrators only. */
export const canManageSettings = isAdmin;

/** Accounts and the audit log: administrators only. */
export const canManageUsers = isAdmin;

/**
 * Whether a user may change (save, publish, unpublish) or delete a post: its creator, or an
 * administrator. A post without a creator (the demo content) is the administrators'.
 */
export function canChangePost(user: Pick<SessionUser, "id" | "role">, post: { createdBy: number | null }): boolean {
  return isAdmin(user) || (post.createdBy !== null && post.createdBy === user.id);
}

/**
 * Whether a user may link a post to another as its translation: the link changes both (each then
 * names the other in its hreflang and language switcher), so both must be theirs to change.
 */
export function canLinkTranslation(
  user: Pick<SessionUser, "id" | "role">,
  post: { createdBy: number | null } | null,
  target: { createdBy: number | null },
): boolean {
  return (post === null || canChangePost(user, post)) && canChangePost(user, target);
}
