import { confirmTwoFactorHandler } from "@/server/auth/accounts-api";

// POST { code }: turns two-factor sign-in on and answers the ten recovery codes, once.
export const POST = confirmTwoFactorHandler;
