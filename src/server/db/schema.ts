import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ApiScope } from "@/lib/validation/api-keys";
import type { WebhookEvent } from "@/lib/validation/webhooks";

/**
 * The database schema, shared by the embedded PGlite database and PostgreSQL. Migrations in
 * drizzle/ are generated from this file (`npm run db:generate`) and use SQL that both PostgreSQL 15
 * and PGlite accept.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type DeltaDocument = { ops: unknown[] };

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * The grammatical gender Arabic uses for a staff member ("" = not given: the messages then use
 * wording that fits anyone). docs/content.md, "Staff and grammatical gender".
 */
export const GENDERS = ["female", "male"] as const;
export type Gender = (typeof GENDERS)[number] | "";

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    locale: text("locale").notNull(),
    /** Unique across the site, Arabic letters allowed (docs/decisions.md, decision 5). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    coverImage: text("cover_image").notNull().default(""),
    /**
     * The cover's focal point, as fractions of its width and height (src/lib/focal-point.ts): every
     * crop of the cover keeps it in view (CSS object-position). 0.5, 0.5 is the middle.
     */
    coverFocusX: real("cover_focus_x").notNull().default(0.5),
    coverFocusY: real("cover_focus_y").notNull().default(0.5),
    /** The title search results show, when it differs from the headline ("" = the headline). */
    seoTitle: text("seo_title").notNull().default(""),
    /** The picture of shared links ("" = the cover). */
    socialImage: text("social_image").notNull().default(""),
    /** Where search engines should index this content instead ("" = the post's own address). */
    canonicalUrl: text("canonical_url").notNull().default(""),
    /** Kept out of search engines: robots noindex, and out of the sitemap. */
    noindex: boolean("noindex").notNull().default(false),
    /** The Quill Delta, stored as it came from the editor; rendered safely on output. */
    content: jsonb("content").$type<DeltaDocument>().notNull().default({ ops: [] }),
    /** The content's visible text, kept by the application for search, excerpts and reading time. */
    plainText: text("plain_text").notNull().default(""),
    wordCount: integer("word_count").notNull().default(0),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Free-text byline, kept for posts without a staff author (authorId) and for older clients. */
    author: text("author").notNull().default(""),
    /** The staff member who wrote the post (author pages, the byline, structured data). */
    authorId: integer("author_id").references((): AnyPgColumn => authors.id, { onDelete: "set null" }),
    /** Posts sharing a group are translations of each other; at most one per locale. */
    translationGroup: text("translation_group"),
    /**
     * The account that created the post, which an editor may change and delete. Null for posts
     * without one (the demo content): those count as the administrators'.
     */
    createdBy: integer("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Seeded with the demo content and not saved by anyone since (docs/content.md, "Demo content"). */
    demo: boolean("demo").notNull().default(false),
    /** Optimistic locking: every update increments it and must name the version it started from. */
    version: integer("version").notNull().default(1),
    /**
     * The version of its linked translation this post was last brought in step with (saved or
     * marked up to date); a newer version of the translation makes this one "may be out of date"
     * (src/server/posts/translations.ts). Null when not linked, or linked before this was kept.
     */
    translationSeenVersion: integer("translation_seen_version"),
    translationSyncedAt: timestamp("translation_synced_at", { withTimezone: true }),
    /**
     * When the post was moved to the trash (null: it is not there), and by whom. A trashed post
     * keeps its revisions, translation link and redirects; the public site never shows it, and its
     * slug is free for another post meanwhile (the unique index leaves the trash out). Purged
     * TRASH_RETENTION_DAYS later (src/server/posts/trash.ts, docs/content.md "Trash").
     */
    trashedAt: timestamp("trashed_at", { withTimezone: true }),
    trashedBy: integer("trashed_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Weighted full-text vector of title, meta description and text. Arabic goes through
     * arabic_search_form() first (drizzle/0003_arabic_search_form.sql, mirrored by
     * src/server/search/post-query.ts), so spelling variants and the article ال stem alike.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`CASE WHEN locale = 'ar' THEN setweight(to_tsvector('arabic'::regconfig, arabic_search_form(coalesce(title, ''))), 'A') || setweight(to_tsvector('arabic'::regconfig, arabic_search_form(coalesce(meta_description, ''))), 'B') || setweight(to_tsvector('arabic'::regconfig, arabic_search_form(coalesce(plain_text, ''))), 'C') ELSE setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(meta_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(plain_text, '')), 'C') END`,
    ),
  },
  (table) => [
    uniqueIndex("posts_slug_unique")
      .on(table.slug)
      .where(sql`${table.trashedAt} IS NULL`),
    index("posts_trashed_idx").on(table.trashedAt),
    uniqueIndex("posts_translation_locale_unique").on(table.translationGroup, table.locale),
    index("posts_public_listing_idx").on(table.locale, table.status, table.publishedAt),
    index("posts_search_idx").using("gin", table.searchVector),
    index("posts_author_idx").on(table.authorId),
    check("posts_locale_check", sql`${table.locale} IN ('ar', 'en')`),
    check("posts_status_check", sql`${table.status} IN ('draft', 'published', 'scheduled')`),
    check("posts_version_check", sql`${table.version} >= 1`),
  ],
);

export const USER_ROLES = ["admin", "editor"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: text("role").$type<UserRole>().notNull().default("editor"),
    active: boolean("active").notNull().default(true),
    /** The language of the dashboard and of the account's e-mails. */
    locale: text("locale").notNull().default("ar"),
    /** How Arabic text speaks of this person (GENDERS; "" = not given). */
    gender: text("gender").$type<Gender>().notNull().default(""),
    /**
     * Two-factor sign-in (RFC 6238): the shared secret, encrypted with a key derived from the
     * application secret (src/server/auth/two-factor.ts); the one being set up until it is
     * confirmed with a code; when it was turned on; the last time step accepted (no replays).
     */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    totpLastStep: integer("totp_last_step"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} IN ('admin', 'editor')`),
    check("users_locale_check", sql`${table.locale} IN ('ar', 'en')`),
    check("users_gender_check", sql`${table.gender} IN ('', 'female', 'male')`),
  ],
);

/** Single-use recovery codes for two-factor sign-in: ten per user, only their hashes stored. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

export const USER_TOKEN_PURPOSES = ["invitation", "password_reset"] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use links sent by e-mail: an invitation (sets the first password) or a password reset.
 * Only the SHA-256 of the token is stored; `used_at` marks it spent.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<UserTokenPurpose>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("user_tokens_user_idx").on(table.userId, table.purpose),
    check("user_tokens_purpose_check", sql`${table.purpose} IN ('invitation', 'password_reset')`),
  ],
);

/**
 * Who did what and when, from which address (src/server/auth/audit.ts). The actor's e-mail is kept
 * beside the id so a row still reads after the account is gone. Purged after a year.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    /** What the action was about, in words a reader can follow: an e-mail, "post 12", … */
    target: text("target").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** Plain values, and for a change the record before and after (auth/audit.ts AuditDetails). */
    details:
      jsonb("details").$type<
        Record<string, string | number | boolean | null | Record<string, string | number | boolean | null>>
      >(),
  },
  (table) => [
    index("audit_log_time_idx").on(table.occurredAt),
    index("audit_log_user_idx").on(table.userId, table.occurredAt),
    index("audit_log_action_idx").on(table.action, table.occurredAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random token held by the browser; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * Failed sign-in attempts (and, for a moment, attempts being checked), counted per subject over a
 * sliding window (see src/server/auth/rate-limit.ts).
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    /** "pair:<account>|ip:<address>", "pair:<account>|device:<hash>", "ip:<address>" or "account:<account>". */
    subject: text("subject").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_attempts_subject_idx").on(table.subject, table.attemptedAt)],
);

/**
 * Where each account last signed in successfully: its addresses and its browsers (the hash of a
 * device cookie). Failures from strangers never lock these out (src/server/auth/rate-limit.ts).
 */
export const signInSources = pgTable(
  "sign_in_sources",
  {
    /** The normalised email of the account. */
    account: text("account").notNull(),
    /** "ip:<address>" or "device:<sha256 of the device cookie>". */
    source: text("source").notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.account, table.source] })],
);

/** Small key/value settings the application keeps (secrets generated on first start). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LEAD_STATUSES = ["new", "in_progress", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Secrets that change every day (the analytics salt): kept apart from `settings` in an UNLOGGED
 * table (drizzle/0014), so they are never written to the write-ahead log, and left out of every
 * backup (db/backup.ts): once a day is over, nothing derived from its secret can be recomputed.
 */
export const dailySecrets = pgTable("daily_secrets", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Contact-form submissions. Blocked ones are kept too, flagged as spam with the reason. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    country: text("country").notNull().default("other"),
    service: text("service").notNull().default("other"),
    message: text("message").notNull(),
    consent: boolean("consent").notNull().default(false),
    locale: text("locale").notNull().default("ar"),
    sourcePage: text("source_page").notNull().default(""),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    spam: boolean("spam").notNull().default(false),
    spamReason: text("spam_reason"),
    /**
     * Why an accepted lead was held for review instead of e-mailed at once (unusual volume from its
     * network or from everyone): src/server/leads/limits.ts.
     */
    reviewReason: text("review_reason"),
    /**
     * For a lead held for its network's volume: that network's keyed hash (limits.ts clientKeys),
     * to tell when its flood is over; cleared once the lead is e-mailed.
     */
    holdNetwork: text("hold_network"),
    userAgent: text("user_agent").notNull().default(""),
    /** E-mail to the team: when it went out, or why it has not yet and when to try again. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    notifyError: text("notify_error"),
    nextNotifyAt: timestamp("next_notify_at", { withTimezone: true }),
    /** When the person who wrote in was sent the confirmation in their language (notify.ts). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * A free assessment booked from the contact page: the slot's start (src/lib/assessment/slots.ts).
     * One booking per slot: the unique index below, whatever instance takes it.
     */
    appointmentAt: timestamp("appointment_at", { withTimezone: true }),
    /** The visitor's confirmation e-mail with its calendar invitation: when it went out, and tries. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmationAttempts: integer("confirmation_attempts").notNull().default(0),
  },
  (table) => [
    index("leads_inbox_idx").on(table.spam, table.status, table.createdAt),
    index("leads_notify_idx").on(table.nextNotifyAt),
    // A slot is booked once. A booking moved to spam gives its slot back.
    uniqueIndex("leads_appointment_unique")
      .on(table.appointmentAt)
      .where(sql`${table.appointmentAt} IS NOT NULL AND NOT ${table.spam}`),
    check("leads_status_check", sql`${table.status} IN ('new', 'in_progress', 'closed')`),
  ],
);

/**
 * Accepted contact-form submissions, for the per-address and per-network limits shared by every
 * instance. Keyed hashes, never the addresses themselves; kept only for the limits' window.
 */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    addressKey: text("address_key").notNull(),
    networkKey: text("network_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_submissions_address_idx").on(table.addressKey, table.createdAt),
    index("contact_submissions_network_idx").on(table.networkKey, table.createdAt),
  ],
);

/** Contact-form tokens already used (a token sends one message), until they would have expired anyway. */
export const usedFormTokens = pgTable("used_form_tokens", {
  tokenId: text("token_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * First-party analytics: one row per page view or named event. No cookie, no IP: a visitor is a
 * hash of a salt that changes every day, the site, the address and the browser.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** The day in Riyadh time, for daily totals. */
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    type: text("type").notNull(),
    name: text("name").notNull().default(""),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    locale: text("locale").notNull().default(""),
    device: text("device").notNull().default("desktop"),
    properties: jsonb("properties").$type<Record<string, string | number | boolean>>(),
  },
  (table) => [
    index("analytics_day_idx").on(table.day, table.type),
    check("analytics_type_check", sql`${table.type} IN ('pageview', 'event')`),
  ],
);

/**
 * Cache tags invalidated by writes, in order, so that every instance sharing a PostgreSQL database
 * applies the others' invalidations (src/server/cache/handler.mts): announced with NOTIFY, and read
 * back after a missed notification. Kept a day.
 */
export const cacheInvalidations = pgTable(
  "cache_invalidations",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    tags: text("tags").array().notNull(),
    /** Seconds stale entries may still be served; null: expired at once. */
    expireSeconds: integer("expire_seconds"),
    /** The instance that made the write (it has applied the invalidation already). */
    instance: text("instance").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cache_invalidations_created_idx").on(table.createdAt)],
);

/**
 * Staff members as readers meet them: the byline of a post and an author page
 * (/blog/authors/{slug}). Optionally the account of the person, who then appears as the author of
 * what they write.
 */
export const authors = pgTable(
  "authors",
  {
    id: serial("id").primaryKey(),
    /** Lowercase ASCII words joined by hyphens, the same in both languages. */
    slug: text("slug").notNull(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    roleAr: text("role_ar").notNull().default(""),
    roleEn: text("role_en").notNull().default(""),
    bioAr: text("bio_ar").notNull().default(""),
    bioEn: text("bio_en").notNull().default(""),
    /** A site path ("/team/…", "/uploads/…") or empty. */
    photo: text("photo").notNull().default(""),
    userId: integer("user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** How Arabic text speaks of the author (GENDERS; "" = not given). */
    gender: text("gender").$type<Gender>().notNull().default(""),
    /** Seeded with the demo content and not saved by anyone since. */
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("authors_slug_unique").on(table.slug),
    index("authors_user_idx").on(table.userId),
    check("authors_gender_check", sql`${table.gender} IN ('', 'female', 'male')`),
  ],
);

/** Topics (tags) of the blog, named in both languages, each with its page /blog/topics/{slug}. */
export const topics = pgTable(
  "topics",
  {
    id: serial("id").primaryKey(),
    /** Lowercase ASCII words joined by hyphens, the same in both languages. */
    slug: text("slug").notNull(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionAr: text("description_ar").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** Seeded with the demo content and not saved by anyone since. */
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("topics_slug_unique").on(table.slug)],
);

/** Which topics a post carries. */
export const postTopics = pgTable(
  "post_topics",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.topicId] }), index("post_topics_topic_idx").on(table.topicId)],
);

/**
 * The partner logos of the home page's strip, in their order (the strip is hidden when there are
 * none). `demo` marks the invented companies seeded with the demo content, for an admin to replace.
 */
export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** A site path: an upload ("/uploads/…") or a bundled file. */
    logo: text("logo").notNull(),
    url: text("url").notNull().default(""),
    position: integer("position").notNull().default(0),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("partners_position_idx").on(table.position)],
);

/**
 * Permanent and temporary redirects from a site path that has no page (any more) to another path or
 * an address elsewhere: made automatically when a post that was public is renamed or deleted, and
 * by administrators at /dashboard/redirects. Paths are stored decoded ("/en/blog/old-slug",
 * "/blog/مقال"), without a query.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    permanent: boolean("permanent").notNull().default(true),
    /** Made by a post's rename or deletion rather than by hand. */
    automatic: boolean("automatic").notNull().default(false),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("redirects_from_path_unique").on(table.fromPath)],
);

/**
 * Addresses that answered 404, counted so that administrators can redirect the ones people still
 * follow (/dashboard/redirects): the path, how often, first and last time, and the host of the
 * last page that linked to it. No visitor's address. Kept bounded (src/server/redirects/not-found.ts).
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull().default(1),
    referrerHost: text("referrer_host"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("not_found_paths_hits_idx").on(table.hits)],
);

/**
 * Every uploaded image (src/server/media/): its storage key (served as /uploads/{key}), what it
 * was called on the uploader's computer, its type, size and dimensions, and a description per
 * language for the posts and pages that show it. Bundled images under public/ are not uploads.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    originalName: text("original_name").notNull().default(""),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altAr: text("alt_ar").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    /**
     * SHA-256 of the file as it was uploaded (hex): the same file uploaded again is this entry, not
     * a second one. Null for images uploaded before it was kept.
     */
    contentHash: text("content_hash"),
    uploadedBy: integer("uploaded_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_key_unique").on(table.key),
    index("media_created_idx").on(table.createdAt),
    uniqueIndex("media_content_hash_unique").on(table.contentHash),
  ],
);

/**
 * Every save of a post, as it was saved (src/server/posts/revisions.ts): its fields, who saved it,
 * when, and the post version it produced. Thinned as new ones are written (src/lib/revisions/
 * thinning.ts), never the one that is published.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per post, in the order the saves were made. */
    number: integer("number").notNull(),
    /** The version of the post this save produced. */
    version: integer("version").notNull(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    coverImage: text("cover_image").notNull().default(""),
    coverFocusX: real("cover_focus_x").notNull().default(0.5),
    coverFocusY: real("cover_focus_y").notNull().default(0.5),
    seoTitle: text("seo_title").notNull().default(""),
    socialImage: text("social_image").notNull().default(""),
    canonicalUrl: text("canonical_url").notNull().default(""),
    noindex: boolean("noindex").notNull().default(false),
    content: jsonb("content").$type<DeltaDocument>().notNull().default({ ops: [] }),
    status: text("status").$type<PostStatus>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    author: text("author").notNull().default(""),
    authorId: integer("author_id"),
    topicIds: integer("topic_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The account that saved it (null: the demo content, or an account since deleted). */
    savedBy: integer("saved_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** The revision number this save restored, if it was a restore. */
    restoredFrom: integer("restored_from"),
    /** What visitors see (or will, once scheduled): kept whatever the thinning says. */
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("post_revisions_number_unique").on(table.postId, table.number),
    index("post_revisions_post_version_idx").on(table.postId, table.version),
  ],
);

/**
 * What someone was typing in the post editor and has not saved yet, kept on the server every few
 * seconds (one row per post and person; post_id null for a post not created yet), so that a closed
 * tab, a crash or a lost laptop loses nothing. Never the published version: the post row, its
 * version and the public site stay as they are. `form` is the editor's form as the browser holds it.
 */
export const postAutosaves = pgTable(
  "post_autosaves",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id").references((): AnyPgColumn => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    form: jsonb("form").$type<Record<string, unknown>>().notNull(),
    /** The post version the edit started from (null for a new post). */
    baseVersion: integer("base_version"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("post_autosaves_user_post_unique").on(table.userId, table.postId).nullsNotDistinct()],
);

export { API_SCOPES, type ApiScope } from "@/lib/validation/api-keys";

/**
 * Keys a program (a CRM, a script) sends as `Authorization: Bearer …` instead of a session. Only
 * the SHA-256 of the token is kept: it is random enough (32 bytes) that no salt or slow hash is
 * needed, and a database dump holds no usable key. A key acts as the administrator who made it,
 * limited to its scopes, and stops with that account.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The token's first characters, shown to tell keys apart (never enough to use one). */
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes").array().$type<ApiScope[]>().notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("api_keys_token_hash_unique").on(table.tokenHash)],
);

export { WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/validation/webhooks";

/**
 * Addresses administrators send events to (Standard Webhooks). The signing secret is kept
 * encrypted with a key derived from APP_SECRET, as the two-factor secrets are: it must be read back
 * to sign, and a database dump alone must not let anyone forge a delivery.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial("id").primaryKey(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: text("events").array().$type<WebhookEvent[]>().notNull(),
  secret: text("secret").notNull(),
  createdBy: integer("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The delivery queue and its log in one: a row per event and endpoint, claimed by one instance at a
 * time (next_attempt_at moved forward as a lease), tried again with exponential back-off until
 * give_up_at (a day), so deliveries survive a restart (src/server/webhooks/deliver.ts).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references((): AnyPgColumn => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: the same on every try, so a receiver can drop a repeat. */
    messageId: text("message_id").notNull(),
    event: text("event").$type<WebhookEvent>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    giveUpAt: timestamp("give_up_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The last try's answer: its status and the start of its body, or why there was none. */
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    error: text("error"),
  },
  (table) => [
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_time_idx").on(table.createdAt),
    check("webhook_deliveries_status_check", sql`${table.status} IN ('pending', 'delivered', 'failed')`),
  ],
);
