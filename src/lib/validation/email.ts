import * as z from "./zod-mini";

/**
 * An e-mail address as every form takes it (sign-in, accounts, contact); messages are codes.
 * Written with Zod Mini, as the contact page's schema is (./zod-mini.ts); the other schemas use it
 * inside their own objects like any Zod schema.
 */
export const emailSchema = z.pipe(
  z
    .string({ error: "email_required" })
    .check(z.trim(), z.minLength(1, "email_required"), z.maxLength(254, "email_invalid")),
  z.email("email_invalid"),
);
