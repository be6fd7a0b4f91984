"use server";

import type { WriteResult } from "@/lib/actions/write-result";
import {
  changePasswordHandler,
  confirmTwoFactorHandler,
  disableTwoFactorHandler,
  endOtherSessionsHandler,
  inviteUserHandler,
  resendInvitationHandler,
  startTwoFactorHandler,
  twoFactorPolicyHandler,
  updateProfileHandler,
  updateUserHandler,
} from "@/server/auth/accounts-api";
import { createApiKeyHandler, revokeApiKeyHandler } from "@/server/api-keys/api";
import { removeDemoContentHandler } from "@/server/demo-content-api";
import { createWebhookHandler, deleteWebhookHandler, redeliverHandler } from "@/server/webhooks/api";
import { updateLeadHandler } from "@/server/leads/api";
import { saveLegalPageHandler } from "@/server/legal-api";
import { deleteMediaHandler, updateMediaHandler } from "@/server/media/api";
import { createPostHandler, deletePostHandler, updatePostHandler } from "@/server/posts/api";
import { markInStepHandler, restoreRevisionHandler } from "@/server/posts/revisions-api";
import { deleteForeverHandler, restorePostHandler } from "@/server/posts/trash-api";
import { createRedirectHandler, deleteRedirectHandler, updateRedirectHandler } from "@/server/redirects/api";
import {
  createPartnerHandler,
  deletePartnerHandler,
  saveSiteSettingsHandler,
  updatePartnerHandler,
} from "@/server/site-settings-api";
import { createHandler, deleteHandler, updateHandler, type TaxonomyKind } from "@/server/taxonomy/api";
import { callRoute } from "./call-route";

/**
 * The dashboard's writes as Server Actions, one per API write (docs/architecture.md, "Dashboard
 * writes"). Each is the API call of the same name, run through its route handler by callRoute, so
 * what the API checks and records is checked and recorded here too. Arguments come from the
 * browser: ids become the address segment the handler validates, bodies go to its schema.
 */

type Id = number | string;
type Data = Record<string, unknown>;
const segment = (id: Id) => encodeURIComponent(String(id));

const TAXONOMY_KINDS = new Set<TaxonomyKind>(["topics", "authors"]);
const taxonomy = (kind: TaxonomyKind) => {
  if (!TAXONOMY_KINDS.has(kind)) throw new Error("unknown taxonomy");
  return kind;
};

export async function saveTaxonomyItem(kind: TaxonomyKind, id: Id | null, body: unknown): Promise<WriteResult<Data>> {
  const which = taxonomy(kind);
  if (id === null) return callRoute({ method: "POST", path: `/api/${which}`, body }, createHandler(which));
  return callRoute({ method: "PUT", path: `/api/${which}/${segment(id)}`, body }, (request) =>
    updateHandler(which)(request, String(id)),
  );
}

export async function deleteTaxonomyItem(kind: TaxonomyKind, id: Id): Promise<WriteResult<Data>> {
  const which = taxonomy(kind);
  return callRoute({ method: "DELETE", path: `/api/${which}/${segment(id)}` }, (request) =>
    deleteHandler(which)(request, String(id)),
  );
}

export async function saveRedirect(id: Id | null, body: unknown): Promise<WriteResult<Data>> {
  if (id === null) return callRoute({ method: "POST", path: "/api/redirects", body }, createRedirectHandler);
  return callRoute({ method: "PUT", path: `/api/redirects/${segment(id)}`, body }, (request) =>
    updateRedirectHandler(request, String(id)),
  );
}

export async function deleteRedirect(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/redirects/${segment(id)}` }, (request) =>
    deleteRedirectHandler(request, String(id)),
  );
}

export async function savePartner(id: Id | null, body: unknown): Promise<WriteResult<Data>> {
  if (id === null) return callRoute({ method: "POST", path: "/api/settings/partners", body }, createPartnerHandler);
  return callRoute({ method: "PUT", path: `/api/settings/partners/${segment(id)}`, body }, (request) =>
    updatePartnerHandler(request, String(id)),
  );
}

export async function deletePartner(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/settings/partners/${segment(id)}` }, (request) =>
    deletePartnerHandler(request, String(id)),
  );
}

export async function saveSiteSettings(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PUT", path: "/api/settings/site", body }, saveSiteSettingsHandler);
}

/** Removes the demo content left (administrators; docs/content.md, "Demo content"). */
export async function removeDemoContent(): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: "/api/demo-content" }, removeDemoContentHandler);
}

export async function saveLegalPage(kind: string, body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PUT", path: `/api/settings/legal/${segment(kind)}`, body }, (request) =>
    saveLegalPageHandler(request, String(kind)),
  );
}

export async function updateLead(id: Id, body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PATCH", path: `/api/leads/${segment(id)}`, body }, (request) =>
    updateLeadHandler(request, String(id)),
  );
}

export async function updateMedia(id: Id, body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PATCH", path: `/api/media/${segment(id)}`, body }, (request) =>
    updateMediaHandler(request, String(id)),
  );
}

export async function deleteMedia(id: Id, body?: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/media/${segment(id)}`, body }, (request) =>
    deleteMediaHandler(request, String(id)),
  );
}

export async function savePost(id: Id | null, body: unknown): Promise<WriteResult<Data>> {
  if (id === null) return callRoute({ method: "POST", path: "/api/posts", body }, createPostHandler);
  return callRoute({ method: "PUT", path: `/api/posts/${segment(id)}`, body }, (request) =>
    updatePostHandler(request, String(id)),
  );
}

export async function deletePost(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/posts/${segment(id)}` }, (request) =>
    deletePostHandler(request, String(id)),
  );
}

export async function restorePost(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: `/api/posts/${segment(id)}/restore` }, (request) =>
    restorePostHandler(request, String(id)),
  );
}

export async function deletePostForever(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/trash/posts/${segment(id)}` }, (request) =>
    deleteForeverHandler(request, String(id)),
  );
}

export async function restoreRevision(id: Id, number: Id, body: unknown): Promise<WriteResult<Data>> {
  return callRoute(
    { method: "POST", path: `/api/posts/${segment(id)}/revisions/${segment(number)}/restore`, body },
    (request) => restoreRevisionHandler(request, String(id), String(number)),
  );
}

export async function markTranslationInStep(id: Id, body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: `/api/posts/${segment(id)}/translation-status`, body }, (request) =>
    markInStepHandler(request, String(id)),
  );
}

export async function updateProfile(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PATCH", path: "/api/profile", body }, updateProfileHandler);
}

export async function changePassword(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: "/api/profile/password", body }, changePasswordHandler);
}

export async function endOtherSessions(): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: "/api/profile/sessions" }, endOtherSessionsHandler);
}

export async function startTwoFactor(body?: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: "/api/profile/two-factor", body }, startTwoFactorHandler);
}

export async function confirmTwoFactor(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: "/api/profile/two-factor/confirm", body }, confirmTwoFactorHandler);
}

export async function disableTwoFactor(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: "/api/profile/two-factor", body }, disableTwoFactorHandler);
}

export async function inviteUser(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: "/api/users", body }, inviteUserHandler);
}

export async function updateUser(id: Id, body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PATCH", path: `/api/users/${segment(id)}`, body }, (request) =>
    updateUserHandler(request, String(id)),
  );
}

export async function resendInvitation(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: `/api/users/${segment(id)}/invitation` }, (request) =>
    resendInvitationHandler(request, String(id)),
  );
}

export async function setTwoFactorPolicy(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "PUT", path: "/api/users/policy", body }, twoFactorPolicyHandler);
}

export async function createApiKey(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: "/api/api-keys", body }, createApiKeyHandler);
}

export async function revokeApiKey(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/api-keys/${segment(id)}` }, (request) =>
    revokeApiKeyHandler(request, String(id)),
  );
}

export async function createWebhook(body: unknown): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: "/api/webhooks", body }, createWebhookHandler);
}

export async function deleteWebhook(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "DELETE", path: `/api/webhooks/${segment(id)}` }, (request) =>
    deleteWebhookHandler(request, String(id)),
  );
}

/** "Send again": the delivery goes back in the queue, for a day more of tries. */
export async function redeliverWebhook(id: Id): Promise<WriteResult<Data>> {
  return callRoute({ method: "POST", path: `/api/webhooks/deliveries/${segment(id)}/redeliver` }, (request) =>
    redeliverHandler(request, String(id)),
  );
}
