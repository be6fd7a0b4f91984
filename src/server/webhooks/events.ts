import "server-only";
import { log } from "@/lib/log";
import type { Database } from "@/server/db/client";
import type { LeadRecord } from "@/server/leads/store";
import type { PublicFootprint } from "@/server/posts/types";
import { postPath } from "@/server/redirects/store";
import { siteOrigin } from "@/server/site";
import { enqueueWebhookEvent } from "./store";
import type { WebhookEvent } from "@/server/db/schema";

/**
 * The events webhooks carry, queued where each change is made (docs/api.md, "Webhooks"). Queuing
 * is one insert after the change itself; a failure to queue is logged and never fails the change
 * (the lead is stored, the post is saved), as a lead's e-mail is.
 */
async function announce(db: Database, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  try {
    await enqueueWebhookEvent(db, event, data);
  } catch (error) {
    log("error", "webhook event not queued", { event, error: error instanceof Error ? error.message : String(error) });
  }
}

/** A lead as a CRM takes it: who, what about, from which page (never the visitor's address). */
const leadData = (lead: LeadRecord) => ({
  id: lead.id,
  createdAt: lead.createdAt,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  company: lead.company,
  country: lead.country,
  service: lead.service,
  message: lead.message,
  locale: lead.locale,
  sourcePage: lead.sourcePage,
  status: lead.status,
  appointmentAt: lead.appointmentAt,
  heldForReview: lead.reviewReason !== null,
  dashboardUrl: `${siteOrigin()}/dashboard/leads/${lead.id}`,
});

/** A new lead that is not spam. */
export async function announceLeadCreated(db: Database, lead: LeadRecord | null): Promise<void> {
  if (lead && !lead.spam) await announce(db, "lead.created", leadData(lead));
}

/** A lead moved between new, in progress and closed. */
export async function announceLeadStatus(db: Database, before: LeadRecord | null, after: LeadRecord | null) {
  if (before && after && before.status !== after.status)
    await announce(db, "lead.status_changed", { ...leadData(after), previousStatus: before.status });
}

const postData = (post: PublicFootprint) => ({
  id: post.id,
  slug: post.slug,
  locale: post.locale,
  url: `${siteOrigin()}${encodeURI(postPath(post.locale, post.slug))}`,
});

/**
 * A post's change as its readers see it, from its state before and after: it went public
 * (published, or a scheduled post's time came), stopped being public, or was deleted.
 */
export async function announcePostChange(
  db: Database,
  before: PublicFootprint | null,
  after: PublicFootprint | null,
): Promise<void> {
  if (before && !after) await announce(db, "post.deleted", { ...postData(before), wasPublic: before.isPublic });
  else if (after?.isPublic && !before?.isPublic) await announce(db, "post.published", postData(after));
  else if (before?.isPublic && after && !after.isPublic) await announce(db, "post.unpublished", postData(after));
}
