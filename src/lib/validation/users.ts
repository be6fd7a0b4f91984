import { z } from "./zod";
import { emailSchema } from "./email";
import { genderSchema } from "./gender";
import { PASSWORD_MAX_LENGTH } from "@/lib/security/password-policy";

/** The account forms, checked the same way in the browser and on the server; messages are codes. */
const email = emailSchema;

const name = z.string({ error: "name_required" }).trim().min(1, "name_required").max(120, "name_too_long");
const locale = z.enum(["ar", "en"], { error: "locale_invalid" });
const role = z.enum(["admin", "editor"], { error: "role_invalid" });
/** Length and strength are the password policy's (password-policy.ts); this only bounds the input. */
const password = z
  .string({ error: "password_required" })
  .min(1, "password_required")
  .max(PASSWORD_MAX_LENGTH + 1);

/** Left out (an older client): "", and Arabic text uses wording that fits anyone. */
const gender = genderSchema.default("");

export const inviteSchema = z.object({ name, email, role, locale, gender });
export type InviteInput = z.infer<typeof inviteSchema>;

export const accountChangeSchema = z
  .object({ role: role.optional(), active: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.active !== undefined, "change_required");

/** Left out: the gender stays as it is. */
export const profileSchema = z.object({ name, locale, gender: genderSchema.optional() });

export const resetRequestSchema = z.object({ email, locale: locale.optional() });

export const setPasswordSchema = z.object({ token: z.string().max(100), password });

export const changePasswordSchema = z.object({
  current: z
    .string({ error: "current_required" })
    .min(1, "current_required")
    .max(PASSWORD_MAX_LENGTH + 1),
  password,
});

/** The first problem of each field, as codes. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
