import { passwordResetRequestHandler } from "@/server/auth/accounts-api";

// POST /api/_auth/password-reset { email }: always 202 (no account discovery), rate limited.
export const POST = passwordResetRequestHandler;
