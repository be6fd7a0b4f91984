import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database schema, shared by the embedded PGlite database and PostgreSQL. Migrations in
 * drizzle/ are generated from this file (`npm run db:generate`) and use SQL that both PostgreSQL 15
 * and PGlite accept.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type DeltaDocument = { ops: unknown[] };

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    locale: text("locale").notNull(),
    /** Unique across the site, Arabic letters allowed (DESIGN.md decision 12). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    coverImage: text("cover_image").notNull().default(""),
    /** The Quill Delta, stored as it came from the editor; rendered safely on output. */
    content: jsonb("content").$type<DeltaDocument>().notNull().default({ ops: [] }),
    /** The content's visible text, kept by the application for search, excerpts and reading time. */
    plainText: text("plain_text").notNull().default(""),
    wordCount: integer("word_count").notNull().default(0),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    author: text("author").notNull().default(""),
    /** Posts sharing a group are translations of each other; at most one per locale. */
    translationGroup: text("translation_group"),
    /** Optimistic locking: every update increments it and must name the version it started from. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE WHEN locale = 'ar' THEN 'arabic'::regconfig ELSE 'english'::regconfig END, coalesce(title, '')), 'A') || setweight(to_tsvector(CASE WHEN locale = 'ar' THEN 'arabic'::regconfig ELSE 'english'::regconfig END, coalesce(meta_description, '')), 'B') || setweight(to_tsvector(CASE WHEN locale = 'ar' THEN 'arabic'::regconfig ELSE 'english'::regconfig END, coalesce(plain_text, '')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex("posts_slug_unique").on(table.slug),
    uniqueIndex("posts_translation_locale_unique").on(table.translationGroup, table.locale),
    index("posts_public_listing_idx").on(table.locale, table.status, table.publishedAt),
    index("posts_search_idx").using("gin", table.searchVector),
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
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} IN ('admin', 'editor')`),
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

/** Failed sign-in attempts, counted per account and per IP over a sliding window. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    /** "email:<address>" or "ip:<address>". */
    subject: text("subject").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_attempts_subject_idx").on(table.subject, table.attemptedAt)],
);

/** Small key/value settings the application keeps (secrets generated on first start). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
