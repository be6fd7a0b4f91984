import {
  _default,
  config,
  email,
  enum as enumOf,
  literal,
  maxLength,
  minLength,
  object,
  overwrite,
  pipe,
  string,
  superRefine,
  transform,
  trim,
} from "zod/mini";

/**
 * Zod Mini for the schemas of public pages: the same engine with functions instead of methods, so
 * a page's bundle keeps only the functions its schema uses (the full library weighed 88 KB of
 * compressed JavaScript on the contact page). Named imports only: the package's namespace object
 * would keep all of it. Jitless for the same reason as ./zod.ts: no code generation under the
 * pages' script policy.
 */
config({ jitless: true });

export const z = {
  _default,
  email,
  enum: enumOf,
  literal,
  maxLength,
  minLength,
  object,
  overwrite,
  pipe,
  string,
  superRefine,
  transform,
  trim,
};

export type { core as ZodCore, input as ZodInput, output as ZodOutput } from "zod/mini";
