"use client";

import type { Messages } from "@/i18n/messages";
import { GENDER_CHOICES, type GenderChoice } from "@/lib/validation/gender";

export type GenderText = Messages["dashboard"]["gender"];

const inputClass = "mt-1 min-h-11 w-full rounded-xl border border-navy-900/20 bg-white px-3 py-2";

/**
 * How Arabic text speaks of a person (docs/content.md, "Staff and grammatical gender"): female,
 * male, or not given, in which case the messages use wording that fits anyone.
 */
export function GenderSelect({
  id,
  value,
  onChange,
  error,
  name = "gender",
  text,
}: {
  text: GenderText;
  id: string;
  value: string;
  onChange: (value: GenderChoice) => void;
  error?: string;
  name?: string;
}) {
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {text.label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-help`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.value as GenderChoice)}
        className={inputClass}
      >
        {GENDER_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {text[choice === "" ? "unspecified" : choice]}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="mt-1 text-xs text-navy-700">
        {text.help}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
