import "server-only";
import { revalidateTag } from "next/cache";
import type { z } from "zod";
import { recordId } from "@/lib/validation/numbers";
import { authorInputSchema, fieldErrors, topicInputSchema } from "@/lib/validation/taxonomy";
import { authorizeApi } from "@/server/auth/current-user";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { guarded, json, problem } from "@/server/http";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readJson } from "@/server/request-body";
import {
  createAuthor,
  createTopic,
  deleteAuthor,
  deleteTopic,
  listAuthors,
  listTopics,
  TaxonomySlugTakenError,
  updateAuthor,
  updateTopic,
} from "./store";

/**
 * The dashboard's JSON API for topics (/api/topics, every staff member) and staff authors
 * (/api/authors, administrators). Every write invalidates the pages that show them, on every
 * instance, like a post save.
 */
const NO_STORE = { "cache-control": "no-store" };

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

async function run(
  request: Request,
  kind: TaxonomyKind,
  adminOnlyCall: boolean,
  work: (db: Awaited<ReturnType<typeof getDb>>) => Promise<Response>,
) {
  const path = new URL(request.url).pathname;
  const auth = await authorizeApi(request, { adminOnly: adminOnlyCall && KINDS[kind].adminOnly });
  if ("response" in auth) return auth.response;
  return guarded(path, async () => {
    try {
      return await work(await getDb());
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge("The request is too large");
      if (error instanceof TaxonomySlugTakenError)
        return problem(400, "Invalid input", { fields: { slug: "slug_taken" } });
      throw error;
    }
  });
}

async function parsed(request: Request, kind: TaxonomyKind) {
  const body = (request.headers.get("content-type") ?? "").includes("application/json")
    ? await readJson(request, BODY_LIMITS.taxonomy).catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) throw error;
        return undefined;
      })
    : undefined;
  return (KINDS[kind].schema as z.ZodType).safeParse(body ?? {});
}

function changed(kind: TaxonomyKind) {
  revalidateTag(KINDS[kind].tag, { expire: 0 });
}

export const listHandler = (kind: TaxonomyKind) => (request: Request) =>
  // Reading the list is for every staff member: the post editor offers authors to pick from.
  run(request, kind, false, async (db) => json({ items: await KINDS[kind].list(db) }, { headers: NO_STORE }));

export const createHandler = (kind: TaxonomyKind) => (request: Request) =>
  run(request, kind, true, async (db) => {
    const input = await parsed(request, kind);
    if (!input.success) return problem(400, "Invalid input", { fields: fieldErrors(input.error) });
    const item = await KINDS[kind].create(db, input.data as never);
    changed(kind);
    return json({ item }, { status: 201, headers: NO_STORE });
  });

export const updateHandler = (kind: TaxonomyKind) => (request: Request, rawId: string) =>
  run(request, kind, true, async (db) => {
    const id = recordId.safeParse(rawId);
    const input = await parsed(request, kind);
    if (!id.success) return problem(404, "Not found");
    if (!input.success) return problem(400, "Invalid input", { fields: fieldErrors(input.error) });
    const item = await KINDS[kind].update(db, id.data, input.data as never);
    if (!item) return problem(404, "Not found");
    changed(kind);
    return json({ item }, { headers: NO_STORE });
  });

export const deleteHandler = (kind: TaxonomyKind) => (request: Request, rawId: string) =>
  run(request, kind, true, async (db) => {
    const id = recordId.safeParse(rawId);
    if (!id.success) return problem(404, "Not found");
    const item = await KINDS[kind].remove(db, id.data);
    if (!item) return problem(404, "Not found");
    changed(kind);
    // Posts lose the topic or author: listings and post pages of both languages change.
    revalidateTag(TAGS.listing("ar"), { expire: 0 });
    revalidateTag(TAGS.listing("en"), { expire: 0 });
    return json({ deleted: item }, { headers: NO_STORE });
  });
