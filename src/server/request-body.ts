import "server-only";
import { findUnstorableText, type UnstorableText } from "@/lib/validation/storable-text";
import { ApiError } from "@/server/http";

/**
 * The most each route reads from a request body. A body sent in chunks has no Content-Length to
 * refuse it by, so the body is read as a stream and reading stops the moment a limit is passed.
 */
export const BODY_LIMITS = {
  contact: 16 * 1024,
  collect: 2 * 1024,
  signIn: 4 * 1024,
  leadChange: 4 * 1024,
  /** Account, profile and password forms. */
  accounts: 4 * 1024,
  posts: 2 * 1024 * 1024,
  /** A topic or an author (names, bios). */
  taxonomy: 16 * 1024,
  /** The site settings, legal pages included. */
  settings: 256 * 1024,
  /** The image (8 MB) and the multipart envelope around it. */
  uploads: 8 * 1024 * 1024 + 64 * 1024,
  /** The front server's counts of the answers it sent (at most a thousand addresses). */
  answers: 512 * 1024,
} as const;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The whole body, at most `limit` bytes. Refuses at once when Content-Length says more; otherwise
 * reads chunk by chunk and, the moment the total passes the limit, stops: nothing more is kept, the
 * stream is cancelled (after a short linger, below) and BodyTooLargeError is thrown.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    if (request.body) abandon(request, request.body.getReader());
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      abandon(request, reader);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Requests whose body was left unread: their connection cannot carry another request. */
const abandoned = new WeakSet<Request>();

function abandon(request: Request, reader: ReadableStreamDefaultReader<Uint8Array>): void {
  abandoned.add(request);
  lingerThenCancel(reader);
}

/**
 * Whether the request's body was refused part-way. Its answer must say `Connection: close` (as
 * nginx does after a 413): the rest of the body is never read, so a client that sent its next
 * request on the same connection would wait behind it (in the suite, an upload after the refused
 * 9 MB one hung until the keep-alive timeout).
 */
export function bodyAbandoned(request: Request): boolean {
  return abandoned.has(request);
}

/** How long, and how much more, a refused body is read and thrown away before the connection closes. */
const LINGER = { ms: 2000, bytes: 4 * 1024 * 1024 } as const;

/**
 * Nothing of a refused body is kept. The rest is read and discarded for a moment (at most LINGER)
 * before the stream is cancelled, which closes the connection: closing at once, with the client
 * still sending, would reset the connection before the client could read the 413 (nginx's
 * "lingering close" does the same).
 */
function lingerThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), LINGER.ms);
  void (async () => {
    let discarded = 0;
    try {
      while (discarded <= LINGER.bytes) {
        const { done, value } = await reader.read();
        if (done) return;
        discarded += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // Cancelled by the timer, or the client went away.
    } finally {
      clearTimeout(timer);
    }
  })();
}

export async function readText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

/**
 * A value sent with characters PostgreSQL cannot store (storable-text.ts): refused as a 400 with the
 * field it is in, before any handler sees it; every write failed as a 500 before, at the database.
 */
export class UnstorableTextError extends ApiError {
  /** The `locale` the body named, for the forms that answer in it (the contact form). */
  readonly claimedLocale: unknown;

  constructor(found: UnstorableText, claimedLocale?: unknown) {
    super(400, "invalid_characters", { details: { fields: { [found.path || "body"]: "invalid_characters" } } });
    this.claimedLocale = claimedLocale;
  }
}

/** Refuses a value read from a client that holds text the database cannot store. */
export function assertStorable(value: unknown): void {
  const found = findUnstorableText(value);
  if (!found) return;
  const locale = value !== null && typeof value === "object" ? (value as { locale?: unknown }).locale : undefined;
  throw new UnstorableTextError(found, locale);
}

/**
 * The body parsed as JSON; a SyntaxError when it is not JSON, UnstorableTextError when it holds
 * text the database cannot store. Every JSON body is read here, so every one is checked.
 */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const value = JSON.parse(await readText(request, limit)) as unknown;
  assertStorable(value);
  return value;
}

/** A form body (URL-encoded or multipart), parsed only after the capped read, its text checked as JSON's is. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const body = await readBody(request, limit);
  const type = request.headers.get("content-type") ?? "";
  const form = await new Response(body, { headers: { "content-type": type } }).formData();
  assertStorable(
    Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    ),
  );
  return form;
}
