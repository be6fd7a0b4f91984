/**
 * The response object Node.js hands Next.js for every request (http.createServer's
 * `ServerResponse` option): an answer is collected whole, passed through one function
 * (finish-answer.mts), compressed once per content when its type compresses (compression.mts) and
 * sent with its length (Next.js drops a route handler's own Content-Length). HEAD, 204 and 304
 * answers, an answer Next.js compressed itself, and a body past its limit go out as Next.js writes
 * them.
 *
 * Collecting costs nothing a visitor waits for: a public page comes from Next.js's cache in one
 * write, and a page rendered for one request needs all of its HTML before its script policy can
 * list its scripts. It is one class, written once, with no other layer around the response.
 */
import { STATUS_CODES, ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { COMPRESSIBLE, MIN_COMPRESSED_BYTES, chosenEncoding, type Compressor } from "./compression.mts";
import type { Answer } from "./finish-answer.mts";

/**
 * A body larger than this goes out as it is written: no page of the site comes near the first;
 * the second bounds what a picture or an upload holds in memory (WebP uploads are far smaller).
 */
export const MAX_COLLECTED_BYTES = { compressible: 8 * 1024 * 1024, other: 2 * 1024 * 1024 };

export type AnswerPipeline = {
  /** The answer as it goes out (finish-answer.mts). */
  finish: (answer: Answer, request: IncomingMessage) => Answer;
  compress: Compressor;
  /** Told of every answer sent, for the log. */
  sent: (request: IncomingMessage, status: number) => void;
};

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

const bytesOf = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, encoding ?? "utf8")
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

const callbackIn = (args: unknown[]) => args.find((arg): arg is Callback => typeof arg === "function");
const encodingIn = (args: unknown[]) => args.find((arg): arg is BufferEncoding => typeof arg === "string");

export function createSiteResponse(pipeline: AnswerPipeline) {
  return class SiteResponse extends ServerResponse<IncomingMessage> {
    #mode: "open" | "collect" | "through" = "open";
    #chunks: Buffer[] = [];
    #collected = 0;
    #limit = MAX_COLLECTED_BYTES.other;

    /** Whether this answer is collected: decided at its first write, from its status and headers. */
    #decide(): "collect" | "through" {
      if (this.#mode !== "open") return this.#mode;
      const type = String(this.getHeader("content-type") ?? "");
      const collect =
        this.req.method !== "HEAD" &&
        this.statusCode >= 200 &&
        this.statusCode !== 204 &&
        this.statusCode !== 304 &&
        this.getHeader("content-encoding") === undefined;
      if (COMPRESSIBLE.test(type)) this.#limit = MAX_COLLECTED_BYTES.compressible;
      this.#mode = collect ? "collect" : "through";
      if (!collect) this.once("finish", () => pipeline.sent(this.req, this.statusCode));
      return this.#mode;
    }

    override writeHead(status: number, ...rest: unknown[]): this {
      if (this.#mode === "through") return super.writeHead(status, ...(rest as [string]));
      const reason = typeof rest[0] === "string" ? (rest.shift() as string) : undefined;
      const headers = rest[0] as OutgoingHttpHeaders | Array<string> | undefined;
      this.statusCode = status;
      if (reason !== undefined) this.statusMessage = reason;
      if (Array.isArray(headers)) {
        for (let index = 0; index + 1 < headers.length; index += 2)
          this.setHeader(headers[index]!, headers[index + 1]!);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      }
      if (this.#decide() === "through") return super.writeHead(this.statusCode, reason);
      return this;
    }

    override flushHeaders(): void {
      if (this.#decide() === "through") super.flushHeaders();
    }

    override write(chunk: Chunk, ...rest: unknown[]): boolean {
      if (this.#decide() === "through") return super.write(chunk, ...(rest as [BufferEncoding, Callback]));
      this.#collect(chunk, encodingIn(rest));
      const callback = callbackIn(rest);
      if (callback) process.nextTick(callback);
      if (this.#collected > this.#limit) this.#letThrough();
      return true;
    }

    override end(...args: unknown[]): this {
      if (this.#decide() === "through") return super.end(...(args as [Chunk, BufferEncoding, () => void]));
      const [chunk] = args;
      if (typeof chunk === "string" || chunk instanceof Uint8Array) this.#collect(chunk, encodingIn(args.slice(1)));
      void this.#send(callbackIn(args));
      return this;
    }

    #collect(chunk: Chunk, encoding?: BufferEncoding): void {
      const bytes = bytesOf(chunk, encoding);
      this.#chunks.push(bytes);
      this.#collected += bytes.length;
    }

    /** A body too large to hold: what was collected goes out as it is, and the rest after it. */
    #letThrough(): void {
      this.#mode = "through";
      this.once("finish", () => pipeline.sent(this.req, this.statusCode));
      super.writeHead(this.statusCode);
      for (const chunk of this.#chunks.splice(0)) super.write(chunk);
    }

    async #send(callback?: Callback): Promise<void> {
      const chunks = this.#chunks;
      this.#chunks = [];
      const collected = {
        status: this.statusCode,
        statusMessage: this.statusMessage,
        headers: this.getHeaders(),
        // A page from Next.js's cache is one chunk: used as it is.
        body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
      };
      let answer: Answer;
      try {
        answer = pipeline.finish(collected, this.req);
      } catch (error) {
        // A page the finishing step cannot read keeps its policy as it is: its scripts do not run,
        // and it still reads (it is rendered on the server).
        console.error(error);
        answer = collected;
      }
      let body = answer.body;
      const headers: OutgoingHttpHeaders = { ...answer.headers };
      const type = String(headers["content-type"] ?? "");
      if (COMPRESSIBLE.test(type)) {
        headers.vary = [String(headers.vary ?? ""), "Accept-Encoding"].filter(Boolean).join(", ");
        const coding = body.length >= MIN_COMPRESSED_BYTES ? chosenEncoding(this.req.headers["accept-encoding"]) : null;
        if (coding) {
          body = await pipeline.compress(body, coding);
          headers["content-encoding"] = coding;
        }
      }
      headers["content-length"] = String(body.length);
      delete headers["transfer-encoding"];
      for (const name of this.getHeaderNames()) if (!(name in headers)) this.removeHeader(name);
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      this.#mode = "through";
      this.once("finish", () => pipeline.sent(this.req, answer.status));
      super.writeHead(answer.status, answer.statusMessage ?? STATUS_CODES[answer.status] ?? "Unknown");
      super.end(body, callback);
    }
  };
}
