import { z } from "./zod";

/** An e-mail address as every form takes it (sign-in, accounts, contact); messages are codes. */
export const emailSchema = z
  .string({ error: "email_required" })
  .trim()
  .min(1, "email_required")
  .max(254, "email_invalid")
  .pipe(z.email("email_invalid"));
