import { currentSession, signOut } from "@/server/auth/api";

// GET /api/_auth/session: { user } when signed in, {} otherwise; never an error page (docs/decisions.md, decision 38).
export const GET = currentSession;
// DELETE /api/_auth/session: signs out and clears the cookie.
export const DELETE = signOut;
