import "server-only";
import { readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Connection } from "./client";

/**
 * The running server's side of `npm run db:backup` with the embedded database (backup.ts): the
 * backup drops `{id}.request` here and sends SIGUSR2; the server writes `{id}.tar.gz` (or
 * `{id}.tar.gz.error`) beside it. Kept apart from backup.ts so that the server bundle holds only this.
 */
export const backupRequestsFolder = (dataDir: string) =>
  path.resolve(/*turbopackIgnore: true*/ dataDir, "backup-requests");

/**
 * In the server: answers backup requests (SIGUSR2) with a dump of the open embedded database.
 * Returns a function that stops listening.
 */
export function serveBackupRequests(dataDir: string, connection: () => Promise<Connection>): () => void {
  const folder = backupRequestsFolder(dataDir);
  let busy = Promise.resolve();
  const answer = async () => {
    const requests = (await readdir(folder).catch(() => [])).filter((name) => /^[0-9a-f-]{36}\.request$/.test(name));
    for (const name of requests) {
      const result = path.join(/*turbopackIgnore: true*/ folder, name.replace(/\.request$/, ".tar.gz"));
      await rm(path.join(/*turbopackIgnore: true*/ folder, name), { force: true });
      try {
        const { dumpDataDir } = await connection();
        if (!dumpDataDir) throw new Error("this server does not use the embedded database");
        await writeFile(`${result}.partial`, Buffer.from(await (await dumpDataDir()).arrayBuffer()), { mode: 0o600 });
        await rename(`${result}.partial`, result);
      } catch (error) {
        await writeFile(`${result}.error`, error instanceof Error ? error.message : String(error));
      }
    }
  };
  const onSignal = () => {
    busy = busy.then(answer, answer);
  };
  process.on("SIGUSR2", onSignal);
  return () => process.off("SIGUSR2", onSignal);
}
