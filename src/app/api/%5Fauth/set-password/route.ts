import { setPasswordHandler } from "@/server/auth/accounts-api";

// POST /api/_auth/set-password { token, password }: from an invitation or a reset e-mail.
export const POST = setPasswordHandler;
