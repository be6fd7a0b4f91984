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

/** "true" or "false" (also 1/0, on/off), as a boolean. */
const flag = z
  .enum(["true", "false", "1", "0", "on", "off"])
  .transform((value) => value === "true" || value === "1" || value === "on");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where `npm start` listens. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("localhost"),
  /** Public origin of the site, used for canonical links, sitemaps and structured data; defaults to http://localhost:PORT. */
  SITE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Other public addresses of the site (comma-separated origins, e.g. a staging name), accepted as
   * the Origin of writes beside SITE_URL's. Host headers never are: clients choose them.
   */
  SITE_ALIASES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
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
  /**
   * Webhooks (src/server/webhooks/): the first retry delay of a failed delivery (it doubles, up to
   * an hour, for a day), how long one try may take, and whether endpoints may be on private or
   * loopback networks (refused otherwise, against request forgery from the server; tests need it).
   */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag.default(false),
  /**
   * Days a deleted post stays in the trash, where it can be restored, before it is deleted for good
   * (src/server/posts/trash.ts).
   */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * Public pages start their scripts after the first paint (front/scripts-after-paint.mts; the
   * measured gain is in docs/decisions.md). "false" leaves Next.js's script tags as they are.
   */
  SCRIPTS_AFTER_PAINT: flag.default(true),
  /**
   * The build marks the chunks every page starts with for V8's eager compilation
   * (scripts/lib/compile-hints.ts, gain in docs/decisions.md). "false" builds as plain `next build`.
   */
  COMPILE_HINTS: flag.default(true),
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0 when clients connect directly). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * Uploads in S3-compatible object storage instead of DATA_DIR/uploads, in one address
   * (s3://KEY:SECRET@host:port/bucket?region=…&forcePathStyle=true&tls=false) or the S3_* below.
   */
  S3_URL: optional.pipe(
    z.url({ protocol: /^s3$/, error: "S3_URL must look like s3://KEY:SECRET@host:port/bucket" }).optional(),
  ),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(z.enum(["true", "false"]).optional()),
});

/** Where uploads are kept: null for the local folder (DATA_DIR/uploads). */
export type S3Settings = {
  /** Empty for AWS's own endpoint of the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the AWS SDK's default chain (instance role, …) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string; S3: S3Settings | null };

const S3_PARTS = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The S3 settings from S3_URL or the separate variables, or the problems that stop the start. */
function s3Settings(data: z.infer<typeof schema>): { settings: S3Settings | null; problems: string[] } {
  const separate = S3_PARTS.filter((name) => data[name] !== undefined);
  if (data.S3_URL && separate.length > 0)
    return { settings: null, problems: [`Set S3_URL or ${separate.join(", ")}, not both`] };
  let fields: Omit<S3Settings, "credentials"> & { accessKeyId?: string; secretAccessKey?: string };
  if (data.S3_URL) {
    const url = new URL(data.S3_URL);
    const query = url.searchParams;
    const tls = query.get("tls") ?? "true";
    const pathStyle = query.get("forcePathStyle") ?? "true";
    const problems = [
      ...(["true", "false"].includes(tls) ? [] : ["S3_URL: tls must be true or false"]),
      ...(["true", "false"].includes(pathStyle) ? [] : ["S3_URL: forcePathStyle must be true or false"]),
    ];
    if (problems.length > 0) return { settings: null, problems };
    fields = {
      endpoint: url.host ? `${tls === "true" ? "https" : "http"}://${url.host}` : undefined,
      bucket: decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, "")),
      region: query.get("region") ?? "us-east-1",
      accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
      secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
      forcePathStyle: pathStyle === "true",
    };
  } else if (separate.length > 0) {
    fields = {
      endpoint: data.S3_ENDPOINT?.replace(/\/+$/, ""),
      bucket: data.S3_BUCKET ?? "",
      region: data.S3_REGION ?? "us-east-1",
      accessKeyId: data.S3_ACCESS_KEY_ID,
      secretAccessKey: data.S3_SECRET_ACCESS_KEY,
      forcePathStyle: (data.S3_FORCE_PATH_STYLE ?? (data.S3_ENDPOINT ? "true" : "false")) === "true",
    };
  } else {
    return { settings: null, problems: [] };
  }
  const name = data.S3_URL ? "S3_URL" : "S3_BUCKET";
  const problems: string[] = [];
  if (!BUCKET_NAME.test(fields.bucket))
    problems.push(`${name}: name a bucket (3 to 63 lower-case letters, digits, dots and hyphens)`);
  if ((fields.accessKeyId === undefined) !== (fields.secretAccessKey === undefined))
    problems.push(
      data.S3_URL
        ? "S3_URL: give both the access key and the secret (s3://KEY:SECRET@…), or neither"
        : "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    );
  if (problems.length > 0) return { settings: null, problems };
  const { accessKeyId, secretAccessKey, ...rest } = fields;
  const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
  return { settings: { ...rest, credentials }, problems: [] };
}

/** Checks a set of variables (process.env, or a test's) and fills in the defaults. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const s3 = s3Settings(parsed.data);
  if (s3.problems.length > 0) {
    throw new Error(`Invalid environment:\n${s3.problems.map((problem) => `✖ ${problem}`).join("\n")}`);
  }
  const siteUrl = (parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, "");
  return { ...parsed.data, SITE_URL: siteUrl, S3: s3.settings };
}

export const env = parseEnv(process.env);

/**
 * Whether this process is `next build` prerendering pages: content kept in the database is then
 * left to the running site (the build never opens the database).
 */
export const isBuildPhase = () => process.env.NEXT_PHASE === "phase-production-build";
