/**
 * Compression of whole answers (next.config.ts turns Next.js's own off: it flushed a stream after
 * every chunk React wrote, and the front server must read a page whole to finish it).
 *
 * A body is compressed once per content: the output is kept by the SHA-256 of the body, so a page
 * Next.js serves from its cache again and again (the same bytes every time) costs one hash per
 * request instead of one compression. Memory is bounded by count and bytes, oldest out first.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";

export type ContentCoding = "br" | "gzip";

/** Offered in this order; identity last, so a client that ranks it first gets the body as it is. */
const OFFERED = ["br", "gzip", "identity"];

/**
 * The codings the client takes, best first; among equals, OFFERED's order. (negotiator 1 takes
 * that preference as a second argument, which @types/negotiator 0.6 does not declare yet.)
 */
export function acceptedEncodings(header: string | string[] | undefined): string[] {
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as unknown as {
    encodings: (available: string[], options: { preferred: string[] }) => string[];
  };
  return negotiator.encodings(OFFERED, { preferred: OFFERED });
}

/** The coding to answer in: the client's first choice that is not identity, or null. */
export function chosenEncoding(header: string | string[] | undefined): ContentCoding | null {
  const [first] = acceptedEncodings(header);
  return first === "br" || first === "gzip" ? first : null;
}

/** Types worth compressing; everything else (images, fonts, archives) is compressed already. */
export const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|x-component)|image\/svg\+xml)/i;

/** Bodies smaller than this gain less than the header costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encode = (body: Buffer, coding: ContentCoding): Promise<Buffer> =>
  coding === "br"
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 6 });

export type Compressor = (body: Buffer, coding: ContentCoding) => Promise<Buffer>;

export function createCompressor({ maxEntries = 512, maxBytes = 24 * 1024 * 1024 } = {}): Compressor {
  const kept = new Map<string, Buffer>();
  // A finished page is the same Buffer every time it is served (page-finish.mts keeps it): known
  // by itself, it needs no hash.
  const byBody = new WeakMap<Buffer, Partial<Record<ContentCoding, Buffer>>>();
  let bytes = 0;
  return async (body, coding) => {
    const known = byBody.get(body)?.[coding];
    if (known) return known;
    const key = `${coding}:${createHash("sha256").update(body).digest("base64")}`;
    const found = kept.get(key);
    if (found) {
      byBody.set(body, { ...byBody.get(body), [coding]: found });
      return found;
    }
    const compressed = await encode(body, coding);
    byBody.set(body, { ...byBody.get(body), [coding]: compressed });
    if (compressed.length <= maxBytes) {
      kept.set(key, compressed);
      bytes += compressed.length;
      for (const [oldest, value] of kept) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= value.length;
      }
    }
    return compressed;
  };
}
