import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { log } from "@/lib/log";
import { isLegalPageKind } from "@/lib/validation/legal";
import {
  postAuditAction,
  recordAudit,
  type AuditAction,
  type AuditActor,
  type AuditState,
  type AuditValue,
} from "@/server/auth/audit";
import { adminTwoFactorRequired } from "@/server/auth/two-factor";
import type { SessionUser } from "@/server/auth/users";
import { getDb, type Database } from "@/server/db/client";
import {
  apiKeys,
  auditLog,
  authors,
  leads,
  media,
  partners,
  postAutosaves,
  posts,
  redirects,
  topics,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";
import { readLegalPage } from "@/server/legal";
import { getEditablePost } from "@/server/posts/editor-store";
import { readSiteSettings } from "@/server/site-settings-store";
import { readAssessmentSchedule } from "@/server/assessments/store";

/**
 * The audit trail of staff writes: every POST, PUT, PATCH and DELETE made with a session is
 * recorded here, by the route wrapper (route.ts), with who made it, from where, what it did, what it
 * was about, and the record before and after (only what changed). The rules below say, per route,
 * how to read the record it changes and which action a change is; a route without one is still
 * recorded, as `staff_write` with its method and address.
 */

/** One audit entry of a staff write. Exported for any other entry point (a Server Action). */
export type StaffWrite = {
  actor: AuditActor;
  ip: string;
  action: AuditAction;
  target: string;
  before?: AuditState | null;
  after?: AuditState | null;
  details?: Record<string, AuditValue>;
};

/** The longest text kept as it is; a longer one is kept as its start, its length and a fingerprint. */
const TEXT_KEPT = 200;

const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);

function shortened(value: AuditValue): AuditValue {
  if (typeof value !== "string" || value.length <= TEXT_KEPT) return value;
  return `${value.slice(0, 120)}… (${value.length}, #${fingerprint(value)})`;
}

const shortenedState = (state: AuditState) =>
  Object.fromEntries(Object.entries(state).map(([key, value]) => [key, shortened(value)]));

/**
 * Records a staff write. For a change, `before` and `after` keep only the values that differ;
 * a creation keeps the record after, a deletion the record before.
 */
export async function recordStaffWrite(db: Pick<Database, "insert">, write: StaffWrite): Promise<void> {
  let before = write.before ?? null;
  let after = write.after ?? null;
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) => (before![key] ?? null) !== (after![key] ?? null),
    );
    before = Object.fromEntries(keys.map((key) => [key, before![key] ?? null]));
    after = Object.fromEntries(keys.map((key) => [key, after![key] ?? null]));
  }
  const kept = (state: AuditState | null) => state !== null && Object.keys(state).length > 0;
  await recordAudit(db, {
    actor: write.actor,
    action: write.action,
    target: write.target,
    ip: write.ip,
    details: {
      ...write.details,
      ...(kept(before) ? { before: shortenedState(before!) } : {}),
      ...(kept(after) ? { after: shortenedState(after!) } : {}),
    },
  });
}

/** A record a write is about, as the log keeps it. */
export type AuditSubject = { target: string; state: AuditState; ref?: Record<string, number> };

/** What a rule can go by: the address's segments, the body the handler read, and the answer. */
export type WriteLookup = {
  path: Record<string, string>;
  body: unknown;
  answer: unknown;
  actor: SessionUser;
};

export type WriteOutcome = { before: AuditSubject | null; after: AuditSubject | null; status: number };

export type WriteRule = {
  /** The actions a write was: several when it did several things (a role and an activation). */
  actions: (outcome: WriteOutcome, lookup: WriteLookup) => AuditAction[];
  /** The record the write changes, read before and after it; null when there is none (yet, or any more). */
  read?: (db: Database, lookup: WriteLookup) => Promise<AuditSubject | null>;
  /** What the entry is about when there is no record to read. */
  target?: (lookup: WriteLookup) => string;
  /** Values worth keeping from the write itself (never a secret). */
  details?: (outcome: WriteOutcome, lookup: WriteLookup) => Record<string, AuditValue>;
  /** Answers besides 2xx that still changed something (an account created, its e-mail not sent). */
  alsoRecorded?: number[];
  /** One entry per person, target and this many minutes: autosaves come every few seconds. */
  onceEveryMinutes?: number;
};

// ---------------------------------------------------------------------------------------------
// Reading the records

const idIn = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The id of what a creation made: `{ post }`, `{ item }`, `{ user }`, `{ key }`, `{ endpoint }` or
 * `{ id }` in its answer (an API key's token or a webhook's secret beside it is never read).
 */
function createdId(answer: unknown): number | null {
  if (!answer || typeof answer !== "object") return null;
  const body = answer as Record<string, { id?: unknown } | unknown>;
  for (const key of ["post", "item", "user", "key", "endpoint"]) {
    const inner = body[key];
    if (inner && typeof inner === "object" && "id" in inner) return idIn((inner as { id: unknown }).id);
  }
  return idIn(body.id);
}

const pathId = (lookup: WriteLookup, name = "id") => idIn(lookup.path[name]);
const targetId = (lookup: WriteLookup) => pathId(lookup) ?? createdId(lookup.answer);

async function readPost(db: Database, id: number | null): Promise<AuditSubject | null> {
  // A trashed post is still the record (moving it there, or back, is a change of it).
  const post = id ? await getEditablePost(db, id, { includeTrashed: true }) : null;
  if (!post) return null;
  const content = JSON.stringify(post.content);
  return {
    target: `${post.title} (${post.slug})`,
    ref: { post: post.id },
    state: {
      title: post.title,
      slug: post.slug,
      locale: post.locale,
      status: post.status,
      publishedAt: post.publishedAt,
      author: post.author,
      authorId: post.authorId,
      topics: post.topicIds.join(", "),
      metaDescription: post.metaDescription,
      coverImage: post.coverImage,
      seoTitle: post.seoTitle,
      socialImage: post.socialImage,
      canonicalUrl: post.canonicalUrl,
      noindex: post.noindex,
      translation: post.translation?.id ?? null,
      // The text itself is in the post's revisions; its size and fingerprint say it changed.
      contentLength: content.length,
      content: `#${fingerprint(content)}`,
      version: post.version,
      // Only while it is there, so that entries of posts never trashed read as they always have.
      ...(post.trashedAt ? { trashed: true } : {}),
    },
  };
}

async function readUser(db: Database, id: number | null): Promise<AuditSubject | null> {
  if (!id) return null;
  const condition = eq(users.id, id);
  const [row] = await db.select().from(users).where(condition).limit(1);
  if (!row) return null;
  return {
    target: row.email,
    ref: { user: row.id },
    state: {
      name: row.name,
      role: row.role,
      active: row.active,
      locale: row.locale,
      gender: row.gender,
      invited: row.passwordHash === null,
      twoFactor: row.totpEnabledAt !== null,
      twoFactorPending: row.totpPendingSecret !== null,
    },
  };
}

async function readRow<T extends Record<string, unknown>>(
  rows: Promise<T[]>,
  describe: (row: T) => AuditSubject,
): Promise<AuditSubject | null> {
  const [row] = await rows;
  return row ? describe(row) : null;
}

const readTopic = (db: Database, id: number | null) =>
  id
    ? readRow(db.select().from(topics).where(eq(topics.id, id)), (row) => ({
        target: `${row.nameEn} (${row.slug})`,
        ref: { topic: row.id },
        state: {
          slug: row.slug,
          nameAr: row.nameAr,
          nameEn: row.nameEn,
          descriptionAr: row.descriptionAr,
          descriptionEn: row.descriptionEn,
        },
      }))
    : Promise.resolve(null);

const readAuthor = (db: Database, id: number | null) =>
  id
    ? readRow(db.select().from(authors).where(eq(authors.id, id)), (row) => ({
        target: `${row.nameEn} (${row.slug})`,
        ref: { author: row.id },
        state: {
          slug: row.slug,
          nameAr: row.nameAr,
          nameEn: row.nameEn,
          roleAr: row.roleAr,
          roleEn: row.roleEn,
          bioAr: row.bioAr,
          bioEn: row.bioEn,
          photo: row.photo,
          userId: row.userId,
          gender: row.gender,
        },
      }))
    : Promise.resolve(null);

const readPartner = (db: Database, id: number | null) =>
  id
    ? readRow(db.select().from(partners).where(eq(partners.id, id)), (row) => ({
        target: row.name,
        ref: { partner: row.id },
        state: { name: row.name, logo: row.logo, url: row.url, position: row.position },
      }))
    : Promise.resolve(null);

const readRedirect = (db: Database, id: number | null) =>
  id
    ? readRow(db.select().from(redirects).where(eq(redirects.id, id)), (row) => ({
        target: `${row.fromPath} → ${row.toPath}`,
        ref: { redirect: row.id },
        state: { from: row.fromPath, to: row.toPath, permanent: row.permanent, automatic: row.automatic },
      }))
    : Promise.resolve(null);

const readMedia = (db: Database, id: number | null) =>
  id
    ? readRow(db.select().from(media).where(eq(media.id, id)), (row) => ({
        target: `${row.originalName || row.key} (${row.key})`,
        ref: { media: row.id },
        state: { key: row.key, name: row.originalName, altAr: row.altAr, altEn: row.altEn, uploadedBy: row.uploadedBy },
      }))
    : Promise.resolve(null);

/** A lead by its number only: the log is kept longer than some leads, and names no one. */
/** A key by its name and the first characters of its token; never the token (it is not kept). */
const readApiKey = (db: Database, id: number | null) =>
  id
    ? readRow(
        db
          .select({
            id: apiKeys.id,
            name: apiKeys.name,
            prefix: apiKeys.prefix,
            scopes: apiKeys.scopes,
            expiresAt: apiKeys.expiresAt,
            revokedAt: apiKeys.revokedAt,
          })
          .from(apiKeys)
          .where(eq(apiKeys.id, id)),
        (row) => ({
          target: `${row.name} (${row.prefix}…)`,
          ref: { apiKey: row.id },
          state: {
            name: row.name,
            scopes: row.scopes.join(", "),
            expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
            revoked: row.revokedAt !== null,
          },
        }),
      )
    : Promise.resolve(null);

const readWebhook = (db: Database, id: number | null) =>
  id
    ? readRow(
        db
          .select({
            id: webhookEndpoints.id,
            url: webhookEndpoints.url,
            events: webhookEndpoints.events,
            description: webhookEndpoints.description,
          })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id)),
        (row) => ({
          target: row.url,
          ref: { webhook: row.id },
          state: { url: row.url, events: row.events.join(", "), description: row.description },
        }),
      )
    : Promise.resolve(null);

/** A delivery sent again: its event, address and message id (the body is the event's, not kept here). */
const readDelivery = (db: Database, id: number | null) =>
  id
    ? readRow(
        db
          .select({
            id: webhookDeliveries.id,
            event: webhookDeliveries.event,
            messageId: webhookDeliveries.messageId,
            status: webhookDeliveries.status,
            url: webhookEndpoints.url,
          })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(eq(webhookDeliveries.id, id)),
        (row) => ({
          target: `${row.event} → ${row.url}`,
          ref: { delivery: row.id },
          state: { messageId: row.messageId, status: row.status },
        }),
      )
    : Promise.resolve(null);

const readLead = (db: Database, id: number | null) =>
  id
    ? readRow(
        db.select({ id: leads.id, status: leads.status, spam: leads.spam }).from(leads).where(eq(leads.id, id)),
        (row) => ({
          target: `#${row.id}`,
          ref: { lead: row.id },
          state: { status: row.status, spam: row.spam },
        }),
      )
    : Promise.resolve(null);

/** Nested values as dotted names ("company.phone", "stats.0.value"). */
function flatten(value: unknown, prefix = "", into: AuditState = {}): AuditState {
  if (value === null || typeof value !== "object") {
    into[prefix] = value === undefined ? null : (value as AuditValue);
    return into;
  }
  for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

async function readLegal(db: Database, lookup: WriteLookup): Promise<AuditSubject | null> {
  const kind = lookup.path.kind ?? "";
  if (!isLegalPageKind(kind)) return null;
  const page = flatten(await readLegalPage(db, kind));
  for (const key of ["ar.body", "en.body"]) {
    const body = String(page[key] ?? "");
    page[key] = `#${fingerprint(body)} (${body.length})`;
  }
  return { target: kind, state: page };
}

async function readAutosave(db: Database, lookup: WriteLookup): Promise<AuditSubject | null> {
  const postId = pathId(lookup);
  const post = postId ? await readPost(db, postId) : null;
  const [row] = await db
    .select({ baseVersion: postAutosaves.baseVersion, savedAt: postAutosaves.savedAt })
    .from(postAutosaves)
    .where(
      and(
        eq(postAutosaves.userId, lookup.actor.id),
        postId ? eq(postAutosaves.postId, postId) : sql`${postAutosaves.postId} IS NULL`,
      ),
    )
    .limit(1);
  return {
    target: post?.target ?? "—",
    ...(post?.ref ? { ref: post.ref } : {}),
    state: { kept: Boolean(row), baseVersion: row?.baseVersion ?? null },
  };
}

// ---------------------------------------------------------------------------------------------
// The rules, per route (the address as its folder under src/app names it)

const one = (action: AuditAction) => (): AuditAction[] => [action];

/** A creation, a change or a deletion of one kind of record, told apart by what exists before and after. */
const crud =
  (kind: "topic" | "author" | "partner" | "redirect" | "media") =>
  ({ before, after }: WriteOutcome): AuditAction[] => {
    const verb = before && after ? "changed" : before ? "deleted" : "created";
    if (kind === "media") return [verb === "created" ? "media_uploaded" : `media_${verb}`];
    return [`${kind}_${verb}`];
  };

const postActions = ({ before, after }: WriteOutcome): AuditAction[] => {
  const trashed = (subject: AuditSubject | null) => subject?.state.trashed === true;
  if (before && !trashed(before) && trashed(after)) return ["post_trashed"];
  if (trashed(before) && after && !trashed(after)) return ["post_restored"];
  if (trashed(before) && !after) return ["post_deleted"];
  const status = (subject: AuditSubject | null) =>
    (subject?.state.status ?? null) as Parameters<typeof postAuditAction>[0];
  const action = postAuditAction(status(before), status(after));
  if (action) return [action];
  return [before ? "post_changed" : "post_created"];
};

const postRead = (db: Database, lookup: WriteLookup) => readPost(db, targetId(lookup));
const selfRead = (db: Database, lookup: WriteLookup) => readUser(db, lookup.actor.id);

const settingsRead = async (db: Database): Promise<AuditSubject> => ({
  target: "site",
  state: flatten(await readSiteSettings(db)),
});

/** The assessment's schedule, a day's times as one value ("09:00, 11:00"), so a change reads as one. */
const scheduleRead = async (db: Database): Promise<AuditSubject> => {
  const schedule = await readAssessmentSchedule(db);
  const times = Object.fromEntries(
    Object.entries(schedule.times).map(([day, list]) => [`times.${day}`, list.join(", ")]),
  );
  return {
    target: "assessments",
    state: {
      ...times,
      minutes: schedule.minutes,
      daysAhead: schedule.daysAhead,
      noticeHours: schedule.noticeHours,
      closedDates: schedule.closedDates.join(", "),
    },
  };
};

const policyRead = async (db: Database): Promise<AuditSubject> => ({
  target: "admins",
  state: { requireAdminTwoFactor: await adminTwoFactorRequired(db) },
});

const answerField = (lookup: WriteLookup, key: string): AuditValue => {
  const value = (lookup.answer as Record<string, unknown> | null)?.[key];
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;
};

export const WRITE_RULES: Record<string, WriteRule> = {
  "POST /api/posts": { read: postRead, actions: postActions },
  "PUT /api/posts/[id]": { read: postRead, actions: postActions },
  "DELETE /api/posts/[id]": { read: postRead, actions: postActions },
  "POST /api/posts/[id]/restore": { read: postRead, actions: postActions },
  "DELETE /api/trash/posts/[id]": { read: postRead, actions: postActions },
  "POST /api/posts/[id]/revisions/[rev]/restore": {
    read: postRead,
    actions: (outcome) => {
      const published = postActions(outcome).filter((action) => action !== "post_changed");
      return ["post_revision_restored", ...published];
    },
    details: (_outcome, lookup) => ({ revision: idIn(lookup.path.rev) }),
  },
  "POST /api/posts/[id]/translation-status": {
    read: async (db, lookup) => {
      const post = await readPost(db, pathId(lookup));
      const [row] = await db
        .select({ seen: posts.translationSeenVersion })
        .from(posts)
        .where(eq(posts.id, pathId(lookup) ?? 0));
      return post && { ...post, state: { translation: post.state.translation ?? null, inStepWith: row?.seen ?? null } };
    },
    actions: one("post_translation_checked"),
  },
  "POST /api/posts/[id]/preview": {
    read: postRead,
    actions: one("preview_link_created"),
    details: (_outcome, lookup) => ({ expiresAt: answerField(lookup, "expiresAt") }),
  },
  "PUT /api/posts/[id]/autosave": { read: readAutosave, actions: one("autosave_kept"), onceEveryMinutes: 30 },
  "DELETE /api/posts/[id]/autosave": { read: readAutosave, actions: one("autosave_discarded") },
  "PUT /api/posts/autosave": { read: readAutosave, actions: one("autosave_kept"), onceEveryMinutes: 30 },
  "DELETE /api/posts/autosave": { read: readAutosave, actions: one("autosave_discarded") },

  "POST /api/uploads": {
    read: (db, lookup) => readMedia(db, targetId(lookup)),
    // The same file sent again is the library's entry for it: nothing was uploaded.
    actions: (outcome, lookup) =>
      (lookup.answer as { existing?: boolean } | null)?.existing ? [] : crud("media")(outcome),
  },
  "PATCH /api/media/[id]": { read: (db, lookup) => readMedia(db, pathId(lookup)), actions: crud("media") },
  "DELETE /api/media/[id]": { read: (db, lookup) => readMedia(db, pathId(lookup)), actions: crud("media") },

  "POST /api/topics": { read: (db, lookup) => readTopic(db, targetId(lookup)), actions: crud("topic") },
  "PUT /api/topics/[id]": { read: (db, lookup) => readTopic(db, pathId(lookup)), actions: crud("topic") },
  "DELETE /api/topics/[id]": { read: (db, lookup) => readTopic(db, pathId(lookup)), actions: crud("topic") },
  "POST /api/authors": { read: (db, lookup) => readAuthor(db, targetId(lookup)), actions: crud("author") },
  "PUT /api/authors/[id]": { read: (db, lookup) => readAuthor(db, pathId(lookup)), actions: crud("author") },
  "DELETE /api/authors/[id]": { read: (db, lookup) => readAuthor(db, pathId(lookup)), actions: crud("author") },

  "PUT /api/settings/site": { read: settingsRead, actions: one("settings_changed") },
  "DELETE /api/demo-content": {
    target: () => "demo content",
    actions: one("demo_content_removed"),
    details: (_outcome, lookup) => {
      const answer = (lookup.answer ?? {}) as {
        removed?: { posts?: number; authors?: number; topics?: number; partners?: number; stats?: boolean };
        kept?: { authors?: number; topics?: number };
      };
      return {
        removedPosts: answer.removed?.posts ?? 0,
        removedAuthors: answer.removed?.authors ?? 0,
        removedTopics: answer.removed?.topics ?? 0,
        removedPartners: answer.removed?.partners ?? 0,
        statsHidden: answer.removed?.stats ?? false,
        keptAuthors: answer.kept?.authors ?? 0,
        keptTopics: answer.kept?.topics ?? 0,
      };
    },
  },
  "PUT /api/assessments/schedule": { read: scheduleRead, actions: one("assessment_schedule_changed") },
  "PUT /api/settings/legal/[kind]": { read: readLegal, actions: one("legal_page_changed") },
  "POST /api/settings/partners": { read: (db, lookup) => readPartner(db, targetId(lookup)), actions: crud("partner") },
  "PUT /api/settings/partners/[id]": {
    read: (db, lookup) => readPartner(db, pathId(lookup)),
    actions: crud("partner"),
  },
  "DELETE /api/settings/partners/[id]": {
    read: (db, lookup) => readPartner(db, pathId(lookup)),
    actions: crud("partner"),
  },

  "POST /api/redirects": { read: (db, lookup) => readRedirect(db, targetId(lookup)), actions: crud("redirect") },
  "PUT /api/redirects/[id]": { read: (db, lookup) => readRedirect(db, pathId(lookup)), actions: crud("redirect") },
  "DELETE /api/redirects/[id]": {
    read: (db, lookup) => readRedirect(db, pathId(lookup)),
    actions: crud("redirect"),
  },

  "PATCH /api/leads/[id]": {
    read: (db, lookup) => readLead(db, pathId(lookup)),
    actions: ({ before, after }) => {
      const actions: AuditAction[] = [];
      if (before?.state.spam !== after?.state.spam)
        actions.push(after?.state.spam ? "lead_marked_spam" : "lead_unmarked_spam");
      if (before?.state.status !== after?.state.status || actions.length === 0) actions.push("lead_status_changed");
      return actions;
    },
  },

  "POST /api/api-keys": {
    read: (db, lookup) => readApiKey(db, createdId(lookup.answer)),
    actions: one("api_key_created"),
  },
  "DELETE /api/api-keys/[id]": {
    read: (db, lookup) => readApiKey(db, pathId(lookup)),
    actions: one("api_key_revoked"),
  },
  "POST /api/webhooks": {
    read: (db, lookup) => readWebhook(db, createdId(lookup.answer)),
    actions: one("webhook_created"),
  },
  "DELETE /api/webhooks/[id]": {
    read: (db, lookup) => readWebhook(db, pathId(lookup)),
    actions: one("webhook_deleted"),
  },
  "POST /api/webhooks/deliveries/[id]/redeliver": {
    read: (db, lookup) => readDelivery(db, pathId(lookup)),
    actions: one("webhook_redelivered"),
  },

  "POST /api/users": {
    read: (db, lookup) => readUser(db, createdId(lookup.answer)),
    // A refused invitation e-mail (502) has still created the account, named by the address invited.
    alsoRecorded: [502],
    target: (lookup) => String((lookup.body as { email?: unknown } | null)?.email ?? ""),
    actions: one("invitation_sent"),
    details: ({ status }) => ({ delivered: status < 300 }),
  },
  "POST /api/users/[id]/invitation": {
    read: (db, lookup) => readUser(db, pathId(lookup)),
    actions: one("invitation_sent"),
    alsoRecorded: [502],
    details: ({ status }) => ({ resent: true, delivered: status < 300 }),
  },
  "PATCH /api/users/[id]": {
    read: (db, lookup) => readUser(db, pathId(lookup)),
    actions: ({ before, after }) => {
      const actions: AuditAction[] = [];
      if (before?.state.role !== after?.state.role) actions.push("role_changed");
      if (before?.state.active !== after?.state.active)
        actions.push(after?.state.active ? "user_reactivated" : "user_deactivated");
      return actions.length ? actions : ["role_changed"];
    },
  },
  "PUT /api/users/policy": { read: policyRead, actions: one("two_factor_policy_changed") },

  "PATCH /api/profile": { read: selfRead, actions: one("profile_changed") },
  "POST /api/profile/password": { read: selfRead, actions: one("password_changed") },
  "DELETE /api/profile/sessions": {
    read: selfRead,
    actions: one("sessions_ended"),
    details: (_outcome, lookup) => ({ ended: answerField(lookup, "ended") }),
  },
  "POST /api/profile/two-factor": { read: selfRead, actions: one("two_factor_setup_started") },
  "POST /api/profile/two-factor/confirm": { read: selfRead, actions: one("two_factor_enabled") },
  "DELETE /api/profile/two-factor": { read: selfRead, actions: one("two_factor_disabled") },
};

/** A segment as the route reads it; one that is not valid percent-encoding as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The rule for a request, with the address's named segments ("/api/posts/12" → { id: "12" }). */
export function writeRuleFor(
  method: string,
  pathname: string,
): { key: string; rule: WriteRule | null; path: Record<string, string> } {
  const segments = pathname.replace(/\/+$/, "").split("/");
  // A named segment matches anything: /api/posts/autosave is its own route, not a post called "autosave".
  const named = (key: string) => (key.match(/\[/g) ?? []).length;
  const rules = Object.entries(WRITE_RULES).sort(([a], [b]) => named(a) - named(b));
  for (const [key, rule] of rules) {
    const [ruleMethod, pattern = ""] = key.split(" ");
    if (ruleMethod !== method) continue;
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    const path: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? "";
      const name = /^\[(\w+)\]$/.exec(part)?.[1];
      if (name) {
        path[name] = decoded(segment);
        return segment !== "";
      }
      return part === segment;
    });
    if (matches) return { key, rule, path };
  }
  return { key: `${method} ${pathname}`, rule: null, path: {} };
}

/** The fallback: a write no rule describes is still recorded, by its method and address. */
const UNDESCRIBED: WriteRule = { actions: one("staff_write") };

export type AuditTrail = {
  /** Called once the write is answered (or refused): records it when it changed something. */
  finish(status: number, answer: unknown): Promise<void>;
};

/**
 * Starts the trail of one staff write: reads the record as it is before. Whatever happens to the
 * entry (the database failing just then), the write itself is answered: an entry that could not be
 * written goes to the log instead, with everything it would have said.
 */
export async function startAuditTrail(
  rule: WriteRule | null,
  write: {
    key: string;
    actor: SessionUser;
    ip: string;
    path: Record<string, string>;
    body: () => unknown;
    /** The API key the write was made with (its name), when not with a session. */
    via?: string | null;
  },
): Promise<AuditTrail> {
  const described = rule ?? UNDESCRIBED;
  const lookup = (answer: unknown): WriteLookup => ({
    path: write.path,
    body: write.body(),
    answer,
    actor: write.actor,
  });
  const db = await getDb();
  const before = described.read ? await described.read(db, lookup(null)) : null;
  return {
    async finish(status, answer) {
      const entries: StaffWrite[] = [];
      try {
        const done = lookup(answer);
        const after = described.read ? await described.read(db, done) : null;
        const changed = JSON.stringify(before?.state ?? null) !== JSON.stringify(after?.state ?? null);
        const succeeded = status >= 200 && status < 300;
        // A refused write changed nothing, unless the record says otherwise or the rule knows better.
        if (!succeeded && !changed && !described.alsoRecorded?.includes(status)) return;
        const outcome: WriteOutcome = { before, after, status };
        const subject = after ?? before;
        const target = subject?.target ?? described.target?.(done) ?? (rule ? write.actor.email : write.key);
        const details = {
          ...subject?.ref,
          ...described.details?.(outcome, done),
          ...(write.via ? { apiKey: write.via } : {}),
        };
        for (const action of described.actions(outcome, done)) {
          if (
            described.onceEveryMinutes &&
            (await recentlyRecorded(db, write.actor.id, action, target, described.onceEveryMinutes))
          )
            continue;
          entries.push({
            actor: write.actor,
            ip: write.ip,
            action,
            target,
            before: before?.state ?? null,
            after: after?.state ?? null,
            details,
          });
        }
        for (const entry of entries) await recordStaffWrite(db, entry);
      } catch (error) {
        log("error", "audit entry not written", {
          write: write.key,
          actor: write.actor.email,
          ip: write.ip,
          entries: entries.map(({ action, target }) => ({ action, target })),
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}

async function recentlyRecorded(db: Database, userId: number, action: AuditAction, target: string, minutes: number) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, userId),
        eq(auditLog.action, action),
        eq(auditLog.target, target),
        gt(auditLog.occurredAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
