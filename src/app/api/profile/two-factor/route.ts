import { disableTwoFactorHandler, startTwoFactorHandler } from "@/server/auth/accounts-api";

// POST: start setting up two-factor sign-in (key and QR code); DELETE { password }: turn it off.
export const POST = startTwoFactorHandler;
export const DELETE = disableTwoFactorHandler;
