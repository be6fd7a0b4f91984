import { endOtherSessionsHandler } from "@/server/auth/accounts-api";

// DELETE /api/profile/sessions: signs out everywhere else.
export const DELETE = endOtherSessionsHandler;
