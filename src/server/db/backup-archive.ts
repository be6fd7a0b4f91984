import "server-only";
import { open } from "node:fs/promises";

/**
 * The members of a tar file, read from their headers without extracting anything (ustar, GNU long
 * names and pax headers): what a restore checks before it lets `tar` write a single file.
 */
export type TarMember = {
  name: string;
  type: "file" | "directory" | "symlink" | "hardlink" | "other";
  /** The raw type flag, for the message about an unexpected member. */
  flag: string;
  size: number;
  /** Where its content starts in the archive. */
  offset: number;
  /** What a link points to. */
  link: string;
};

const BLOCK = 512;

/** The members of the archive at `file`; a file that is not a tar archive throws. */
export async function tarMembers(file: string): Promise<TarMember[]> {
  const handle = await open(file, "r");
  try {
    const { size: total } = await handle.stat();
    const members: TarMember[] = [];
    const header = Buffer.alloc(BLOCK);
    let position = 0;
    let longName: string | null = null;
    let paxPath: string | null = null;
    let paxSize: number | null = null;
    while (position + BLOCK <= total) {
      await handle.read(header, 0, BLOCK, position);
      if (header.every((byte) => byte === 0)) break;
      if (!validChecksum(header)) throw new Error("not a tar archive (a header's checksum is wrong)");
      const flag = String.fromCharCode(header[156] ?? 0);
      const size = paxSize ?? numberAt(header, 124, 12);
      const data = position + BLOCK;
      const next = data + Math.ceil(size / BLOCK) * BLOCK;
      if (next > total) throw new Error("not a tar archive (it ends inside a member)");
      if (flag === "L" || flag === "x" || flag === "g") {
        const content = Buffer.alloc(size);
        if (size > 64 * 1024) throw new Error("not a backup (a header of more than 64 KB)");
        await handle.read(content, 0, size, data);
        if (flag === "L") longName = content.toString("utf8").replace(/\0+$/, "");
        if (flag === "x") ({ path: paxPath, size: paxSize } = paxFields(content));
        position = next;
        continue;
      }
      const prefix = textAt(header, 345, 155);
      const name = paxPath ?? longName ?? (prefix ? `${prefix}/${textAt(header, 0, 100)}` : textAt(header, 0, 100));
      members.push({ name, type: typeOf(flag), flag, size, offset: data, link: textAt(header, 157, 100) });
      longName = paxPath = paxSize = null;
      position = next;
    }
    return members;
  } finally {
    await handle.close();
  }
}

/** A member's content (a small one: the manifest). */
export async function tarMemberText(file: string, member: TarMember): Promise<string> {
  const handle = await open(file, "r");
  try {
    const content = Buffer.alloc(member.size);
    await handle.read(content, 0, member.size, member.offset);
    return content.toString("utf8");
  } finally {
    await handle.close();
  }
}

function typeOf(flag: string): TarMember["type"] {
  if (flag === "0" || flag === "\0" || flag === "7") return "file";
  if (flag === "5") return "directory";
  if (flag === "2") return "symlink";
  if (flag === "1") return "hardlink";
  return "other";
}

const textAt = (header: Buffer, start: number, length: number) =>
  header.toString("utf8", start, start + length).replace(/\0.*$/s, "");

/** An octal field, or GNU's base-256 one for sizes past 8 GB. */
function numberAt(header: Buffer, start: number, length: number): number {
  if ((header[start] ?? 0) & 0x80) {
    let value = 0;
    for (let index = start + 1; index < start + length; index++) value = value * 256 + (header[index] ?? 0);
    return value;
  }
  const digits = textAt(header, start, length).trim();
  if (!/^[0-7]*$/.test(digits)) throw new Error("not a tar archive (a size is not a number)");
  return digits ? parseInt(digits, 8) : 0;
}

function validChecksum(header: Buffer): boolean {
  const stored = numberAt(header, 148, 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : (header[index] ?? 0);
  return sum === stored;
}

/** The path and size a pax header gives the next member ("<length> <key>=<value>\n" records). */
function paxFields(content: Buffer): { path: string | null; size: number | null } {
  let path: string | null = null;
  let size: number | null = null;
  let offset = 0;
  while (offset < content.length) {
    const space = content.indexOf(0x20, offset);
    if (space < 0) break;
    const length = Number(content.toString("utf8", offset, space));
    if (!Number.isSafeInteger(length) || length <= 0) break;
    const record = content.toString("utf8", space + 1, offset + length - 1);
    const equals = record.indexOf("=");
    const key = record.slice(0, equals);
    const value = record.slice(equals + 1);
    if (key === "path") path = value;
    if (key === "size" && /^\d+$/.test(value)) size = Number(value);
    offset += length;
  }
  return { path, size };
}
