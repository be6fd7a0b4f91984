import "server-only";
import { revalidateTag } from "next/cache";
import type { z } from "zod";
import { recordId } from "@/lib/validation/numbers";
import { authorInputSchema, fieldErrors, topicInputSchema } from "@/lib/validation/taxonomy";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { ApiError, json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route, type RouteCall } from "@/server/route";
import {
  createAuthor,
  createTopic,
  deleteAuthor,
  deleteTopic,
  listAuthors,
  listTopics,
  StaffAccountUnknownError,
  TaxonomySlugTakenError,
  updateAuthor,
  updateTopic,
} from "./store";

/**
 * The dashboard's JSON API for topics (/api/topics, every staff member) and staff authors
 * (/api/authors, administrators). Every write invalidates the pages that show them, on every
 * instance, like a post save.
 */
type Kind = {
  tag: string;
  adminOnly: boolean;
  schema: typeof topicInputSchema | typeof authorInputSchema;
  list: typeof listTopics | typeof listAuthors;
  create: (db: Awaited<ReturnType<typeof getDb>>, input: never) => Promise<unknown>;
  update: (db: Awaited<ReturnType<typeof getDb>>, id: number, input: never) => Promise<unknown>;
  remove: (db: Awaited<ReturnType<typeof getDb>>, id: number) => Promise<unknown>;
};

const KINDS = {
  topics: {
    tag: TAGS.topics,
    adminOnly: false,
    schema: topicInputSchema,
    list: listTopics,
    create: createTopic,
    update: updateTopic,
    remove: deleteTopic,
  },
  authors: {
    tag: TAGS.authors,
    adminOnly: true,
    schema: authorInputSchema,
    list: listAuthors,
    create: createAuthor,
    update: updateAuthor,
    remove: deleteAuthor,
  },
} as const satisfies Record<string, Kind>;

export type TaxonomyKind = keyof typeof KINDS;

/** Reading a list is for every staff member (the post editor offers authors to pick from). */
const reader = { access: "staff" } as const;
const writer = (kind: TaxonomyKind) =>
  ({ access: KINDS[kind].adminOnly ? "admin" : "staff", bodyLimit: BODY_LIMITS.taxonomy }) as const;

/** The record sent, checked with the kind's schema (a body that is not JSON is an empty record). */
async function input(call: RouteCall<unknown>, kind: TaxonomyKind): Promise<never> {
  const json = (call.request.headers.get("content-type") ?? "").includes("application/json");
  const body = json ? await call.body() : undefined;
  return call.parse(KINDS[kind].schema as z.ZodType, body ?? {}, fieldErrors) as never;
}

/** A slug another record has is a refusal of that field. */
async function saved(write: Promise<unknown>): Promise<unknown> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof TaxonomySlugTakenError)
      throw refuse(400, "invalid", { details: { fields: { slug: "slug_taken" } } });
    if (error instanceof StaffAccountUnknownError)
      throw refuse(400, "invalid", { details: { fields: { userId: "unknown_user" } } });
    throw error;
  }
}

const notFound = () => refuse(404, "not_found");

function changed(kind: TaxonomyKind) {
  revalidateTag(KINDS[kind].tag, { expire: 0 });
}

export const listHandler = (kind: TaxonomyKind) =>
  route(reader, async () => json({ items: await KINDS[kind].list(await getDb()) }));

export const createHandler = (kind: TaxonomyKind) =>
  route(writer(kind), async (call) => {
    const record = await input(call, kind);
    const item = await saved(KINDS[kind].create(await getDb(), record));
    changed(kind);
    return json({ item }, { status: 201 });
  });

export const updateHandler = (kind: TaxonomyKind) =>
  route(writer(kind), async (call, rawId: string) => {
    const id = recordId.safeParse(rawId);
    // The body is read first, as every route reads it; an unknown id answers before its checks.
    const record = await input(call, kind).catch((error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    });
    if (!id.success) throw notFound();
    if (record instanceof ApiError) throw record;
    const item = await saved(KINDS[kind].update(await getDb(), id.data, record));
    if (!item) throw notFound();
    changed(kind);
    return json({ item });
  });

export const deleteHandler = (kind: TaxonomyKind) =>
  route(writer(kind), async (_call, rawId: string) => {
    const id = recordId.safeParse(rawId);
    if (!id.success) throw notFound();
    const item = await KINDS[kind].remove(await getDb(), id.data);
    if (!item) throw notFound();
    changed(kind);
    // Posts lose the topic or author: listings and post pages of both languages change.
    revalidateTag(TAGS.listing("ar"), { expire: 0 });
    revalidateTag(TAGS.listing("en"), { expire: 0 });
    return json({ deleted: item });
  });
