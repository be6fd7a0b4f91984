import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "./constants";

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Map<string, string>; subject: string };

/** Decodes RFC 2047 encoded words ("=?UTF-8?B?…?=") in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_whole, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** Undoes a part's Content-Transfer-Encoding. */
function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The plain-text and HTML bodies of a received message (multipart/alternative or a single part). */
export function mailBodies(mail: ReceivedMail): { text: string; html: string } {
  const found = { text: "", html: "" };
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.headers.get("content-type") ?? "")?.[1];
  const parts = boundary ? mail.raw.split(`--${boundary}`).slice(1, -1) : [mail.raw];
  for (const part of parts) {
    const trimmed = part.replace(/^\r?\n/, "");
    const headers = parseHeaders(trimmed);
    const body = decodePart(headers, trimmed.slice(trimmed.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, ""));
    const type = headers.get("content-type") ?? "";
    if (type.startsWith("text/plain")) found.text = body;
    if (type.startsWith("text/html")) found.html = body;
  }
  return found;
}

/** A real SMTP server on loopback that keeps what it receives (on the test server's port unless told). */
export async function startSmtpServer(port: number = E2E_SMTP_PORT) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = parseHeaders(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers,
          subject: headers.get("subject") ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () => resolve());
  });
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
