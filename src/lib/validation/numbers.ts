import { z } from "./zod";

/**
 * A whole number written in plain decimal digits, as a query string or a route gives it. Not
 * `z.coerce.number()`, which takes "0x10" for 16, "1e3" for 1000, " 7 " for 7 and "" for 0.
 */
export function decimalNumber(options: { min: number; max: number; message: string }) {
  return z
    .string({ error: options.message })
    .regex(/^\d{1,10}$/, options.message)
    .transform(Number)
    .pipe(z.number().int().min(options.min, options.message).max(options.max, options.message));
}

/** The numbers the APIs take in their query strings, with their bounds (answers name them). */
export const QUERY_NUMBERS = {
  page: { min: 1, max: 100_000 },
  pageSize: { min: 1, max: 100 },
} as const;

export type QueryNumber = keyof typeof QUERY_NUMBERS;

export function queryNumber(name: QueryNumber) {
  const { min, max } = QUERY_NUMBERS[name];
  return decimalNumber({
    min,
    max,
    message: `${name} must be a whole number from ${min} to ${max}, written in digits`,
  });
}

/** A page of a list: 1 to 100,000. */
export const pageNumber = () => queryNumber("page");

/** A database id (PostgreSQL integer). */
export const recordId = decimalNumber({ min: 1, max: 2_147_483_647, message: "invalid id" });
