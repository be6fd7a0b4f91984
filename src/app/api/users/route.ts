import { inviteUserHandler, listUsersHandler } from "@/server/auth/accounts-api";

// GET /api/users: the accounts; POST /api/users: invite someone by e-mail. Administrators only.
export const GET = listUsersHandler;
export const POST = inviteUserHandler;
