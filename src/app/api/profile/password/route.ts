import { changePasswordHandler } from "@/server/auth/accounts-api";

// POST /api/profile/password { current, password }.
export const POST = changePasswordHandler;
