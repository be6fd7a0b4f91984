/**
 * The edge's compression (server.mjs; next.config.ts turns Next.js's off): expressjs's
 * `compression`, Brotli for clients that take it, else gzip or deflate. It runs outside
 * answerForHints, which holds a page until it is complete, so a page is compressed once, whole,
 * after its script policy is known, and the page cache keeps it as sent.
 *
 * Plain TypeScript with erasable types, imported directly by server.mjs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

export type EdgeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export function edgeCompression(): EdgeMiddleware {
  return compression() as unknown as EdgeMiddleware;
}
