import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * The password rules (NIST SP 800-63B, as the trusted systems apply them): at least 12
 * characters, not on the bundled list of common and breached passwords, not trivially guessable
 * (zxcvbn's estimate), and no composition rules. Shared by the forms (the strength meter) and the
 * server (the decision). The list ships with @zxcvbn-ts/language-common: no network.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" for an online attack and more. */
export const PASSWORD_MIN_SCORE = 3;

/** `personal`: made of the account's own name or e-mail, with too little else to guess. */
export type PasswordProblem = "too_short" | "too_long" | "common" | "weak" | "personal";

const common = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));

let factory: ZxcvbnFactory | null = null;
const zxcvbn = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** Characters as a person counts them (an Arabic letter with a mark is still one). */
const length = (password: string) => [...password.normalize("NFKC")].length;

/** A strength from 0 (very weak) to 4 (strong), for the meter; `context` words (name, e-mail) count against it. */
export function passwordScore(password: string, context: string[] = []): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  return zxcvbn().check(password.slice(0, PASSWORD_MAX_LENGTH), contextWords(context)).score;
}

/** Why a password is refused, or null when it is accepted. */
export function passwordProblem(password: string, context: string[] = []): PasswordProblem | null {
  const size = length(password);
  if (size < PASSWORD_MIN_LENGTH) return "too_short";
  if (size > PASSWORD_MAX_LENGTH) return "too_long";
  if (common.has(password.normalize("NFKC").toLowerCase())) return "common";
  if (passwordScore(password, context) < PASSWORD_MIN_SCORE) return "weak";
  return builtFromOwnWords(password, context) ? "personal" : null;
}

/**
 * Whether the password is the account's own name or e-mail with little else: zxcvbn counts each of
 * those words as one guess but still multiplies them ("Erin Editor editor2" scored 3), while anyone
 * who knows the person tries them first. What is left once they are removed must pass on its own.
 */
function builtFromOwnWords(password: string, context: string[]): boolean {
  const words = [...new Set(contextWords(context))].sort((a, b) => b.length - a.length);
  let rest = password.normalize("NFKC").toLowerCase();
  let found = false;
  for (const word of words) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.split(word).join(" ");
  }
  // The spaces and punctuation joining the words add nothing a guesser would not try.
  return found && zxcvbn().check(rest.replace(/[\s\p{P}]+/gu, "")).score < PASSWORD_MIN_SCORE;
}

/** The user's own name and e-mail, split into the pieces a guesser would try. */
function contextWords(context: string[]): string[] {
  return context
    .flatMap((value) => [value, value.split("@")[0] ?? "", ...value.split(/[\s@._-]+/)])
    .map((word) => word.normalize("NFKC").trim().toLowerCase())
    .filter((word) => word.length >= 3);
}
