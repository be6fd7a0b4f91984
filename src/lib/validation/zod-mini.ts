import { config } from "zod/mini";

/**
 * Zod Mini for the schemas of public pages: the same engine with functions instead of methods, so
 * a page's bundle keeps only the functions its schema uses (the full library weighed 88 KB of
 * compressed JavaScript on the contact page). Named re-exports only: the package's namespace
 * object would keep all of it (import this module as `* as z`). Jitless for the same reason as
 * ./zod.ts: no code generation under the pages' script policy.
 */
config({ jitless: true });

export {
  _default,
  email,
  enum,
  literal,
  maxLength,
  minLength,
  object,
  overwrite,
  pipe,
  regex,
  string,
  superRefine,
  transform,
  trim,
} from "zod/mini";
export type { core as ZodCore, input as ZodInput, output as ZodOutput } from "zod/mini";
