import { z } from "zod";

/**
 * The environment, read and validated once (t3's createEnv pattern). next.config.ts imports this
 * file so that a bad value stops the build, and server.mjs and the scripts import it so that it
 * stops the server at start. Nothing else reads process.env (Next.js's own NEXT_RUNTIME and
 * NEXT_PHASE aside).
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where `npm start` listens. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("localhost"),
  /** Public origin of the site, used for canonical links, sitemaps and structured data; defaults to http://localhost:PORT. */
  SITE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Folder for the embedded database and uploads. */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(12, "ADMIN_PASSWORD needs at least 12 characters").optional()),
  OIDC_ISSUER: optional.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_PROVIDER_NAME: optional,
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  LEADS_EMAIL_TO: optional.pipe(z.email().optional()),
  MAIL_FROM: optional,
  /** Signs form tokens; shared by every instance. Defaults to a random secret kept in DATA_DIR. */
  APP_SECRET: optional.pipe(z.string().min(32, "APP_SECRET needs at least 32 characters").optional()),
  /** First retry delay for a lead e-mail that could not be sent; doubles up to an hour. */
  LEAD_MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * How long server.mjs may answer a public page from memory (never longer than the page's own
   * s-maxage); 0 turns its page cache off.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0 when clients connect directly). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(0),
});

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string };

/** Checks a set of variables (process.env, or a test's) and fills in the defaults. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const siteUrl = (parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, "");
  return { ...parsed.data, SITE_URL: siteUrl };
}

export const env = parseEnv(process.env);

/**
 * Whether this process is `next build` prerendering pages: content kept in the database is then
 * left to the running site (the build never opens the database).
 */
export const isBuildPhase = () => process.env.NEXT_PHASE === "phase-production-build";
