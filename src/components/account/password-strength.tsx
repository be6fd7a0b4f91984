"use client";

import { useEffect, useState } from "react";
import type * as PasswordPolicy from "@/lib/security/password-policy";

export type PasswordStrengthText = { label: string; levels: Record<"0" | "1" | "2" | "3" | "4", string>; hint: string };

type Policy = typeof PasswordPolicy;

/**
 * The strength meter under a new password: zxcvbn's score (0–4) from the same rules the server
 * applies. The rules and their word lists load only when this form is on screen.
 */
export function PasswordStrength({
  password,
  context,
  text,
  id,
}: {
  password: string;
  context: string[];
  text: PasswordStrengthText;
  id: string;
}) {
  const [policy, setPolicy] = useState<Policy | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/security/password-policy").then((module) => {
      if (live) setPolicy(module);
    });
    return () => {
      live = false;
    };
  }, []);

  const accepted = policy && password ? policy.passwordProblem(password, context) === null : false;
  // A refused password never shows as strong, whatever its score.
  const score = policy && password ? Math.min(policy.passwordScore(password, context), accepted ? 4 : 2) : 0;
  const colours = ["bg-red-700", "bg-red-700", "bg-amber-600", "bg-brand-600", "bg-brand-700"];
  return (
    <div id={id} className="mt-2">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${password && score > step ? colours[score] : "bg-navy-900/15"}`}
          />
        ))}
      </div>
      <p className="mt-1 text-sm text-navy-700" aria-live="polite" data-testid="password-strength">
        {password ? `${text.label}: ${text.levels[String(score) as "0"]}` : text.hint}
      </p>
    </div>
  );
}
