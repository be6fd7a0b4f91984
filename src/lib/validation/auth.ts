import { z } from "./zod";
import { emailSchema } from "./email";

/** The sign-in form, checked the same way in the browser and on the server; messages are codes. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "password_required" }).min(1, "password_required").max(200, "password_invalid"),
});

export type SignInErrorCode =
  | "email_required"
  | "email_invalid"
  | "password_required"
  | "password_invalid"
  | "invalid_credentials"
  | "account_deactivated"
  | "rate_limited"
  | "code_required"
  | "code_invalid";
