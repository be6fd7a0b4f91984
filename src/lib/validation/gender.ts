import { z } from "./zod";

/**
 * How Arabic text speaks of a staff member (docs/content.md, "Staff and grammatical gender"):
 * "female", "male", or "" when not given, and the messages then use wording that fits anyone.
 */
export const GENDER_CHOICES = ["", "female", "male"] as const;
export type GenderChoice = (typeof GENDER_CHOICES)[number];

export const genderSchema = z.enum(GENDER_CHOICES, { error: "gender_invalid" });

/** A stored value as the messages' `select` reads it ("" becomes "other": neutral wording). */
export const genderForMessages = (value: string | null | undefined): "female" | "male" | "other" =>
  value === "female" || value === "male" ? value : "other";
