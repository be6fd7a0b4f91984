import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; ticks: number };

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields start after its last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * The CPU time (user + system, milliseconds) a process and every process under it have used so
 * far, from /proc: what a request cost the server, whatever else the machine was doing.
 */
export function processTreeCpuMs(root: number): number {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((entry): entry is Stat => entry !== null);
  const children = new Map<number, Stat[]>();
  for (const entry of all) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  let ticks = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ticks += all.find((entry) => entry.pid === pid)?.ticks ?? 0;
    for (const child of children.get(pid) ?? []) pending.push(child.pid);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
