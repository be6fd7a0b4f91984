import { twoFactorPolicyHandler } from "@/server/auth/accounts-api";

// PUT { requireAdminTwoFactor }: whether administrators must use two-factor sign-in. Administrators only.
export const PUT = twoFactorPolicyHandler;
