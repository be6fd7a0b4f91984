import { z } from "./zod";

/** The sign-in form, checked the same way in the browser and on the server; messages are codes. */
export const signInSchema = z.object({
  email: z
    .string({ error: "email_required" })
    .trim()
    .min(1, "email_required")
    .max(254, "email_invalid")
    .pipe(z.email("email_invalid")),
  password: z.string({ error: "password_required" }).min(1, "password_required").max(200, "password_invalid"),
});

export type SignInErrorCode =
  | "email_required"
  | "email_invalid"
  | "password_required"
  | "password_invalid"
  | "invalid_credentials"
  | "rate_limited"
  | "code_required"
  | "code_invalid";
