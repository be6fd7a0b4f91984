import type { ReactNode } from "react";

const inputBase =
  "mt-1 block w-full rounded-xl border border-navy-900/20 bg-white text-base text-navy-900 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-500 aria-invalid:border-red-700";

/** A text field, select or text area in the dashboard. */
export const inputClass = `${inputBase} min-h-11 px-3`;
/** The same on the public pages and the sign-in page: a larger touch target. */
export const largeInputClass = `${inputBase} min-h-12 px-4`;

/**
 * A labelled form control with its help and error below it, as every form shows them. The control
 * (children) carries `id` and points its `aria-describedby` at `${id}-help` and `${id}-error`.
 */
export function FormField({
  id,
  label,
  error,
  help,
  required,
  alert = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  help?: ReactNode;
  /** Shown after the label (an asterisk hidden from screen readers: the control says it). */
  required?: string;
  /** Whether the error is announced the moment it appears (after a save), not only when read. */
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
        {required && (
          <span className="text-red-800" aria-hidden>
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-navy-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" role={alert ? "alert" : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
