import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "@/i18n/locales";
import { localizedPath } from "@/lib/seo/urls";
import { derivedSecret } from "@/server/app-secret";

/**
 * Preview links: a draft or a scheduled post shown in the real post layout to anyone holding the
 * link, until it expires. The link carries the post's id, its expiry and an HMAC of both under the
 * application's secret, so it needs no storage and cannot be made up or extended; it shows the
 * post as it is when opened, not as it was when the link was made.
 */
export const PREVIEW_LIFETIME_DAYS = 7;
const TOKEN = /^(\d{1,12})\.(\d{10})\.([\w-]{43})$/;

const signature = (payload: string) =>
  createHmac("sha256", derivedSecret("post-preview")).update(payload).digest("base64url");

export function previewToken(postId: number, expiresAt: Date): string {
  const payload = `${postId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(payload)}`;
}

/** The post a token names, while it is valid; null for anything else. */
export function readPreviewToken(token: string, now = new Date()): { postId: number; expiresAt: Date } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, expires, signed] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(`${id}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signed))) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  return expiresAt > now ? { postId: Number(id), expiresAt } : null;
}

/** A new preview link for a post, in its own language: the path and when it stops working. */
export function previewLink(post: { id: number; locale: Locale }, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return { path: localizedPath(post.locale, `/preview/${previewToken(post.id, expiresAt)}`), expiresAt };
}
