/**
 * Which revisions of a post to let go as it collects them: all from the last 24 hours stay, then
 * the newest of each day for 30 days, then the newest of each week (so the newest of all, the post
 * as it is now, always stays). The published one always stays too. Days and weeks are Riyadh's.
 */
export type RevisionAge = { id: number; createdAt: Date; published: boolean };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Riyadh is UTC+3 all year: its calendar days start at 21:00 UTC. */
const RIYADH_OFFSET = 3 * HOUR;
export const KEEP_ALL_FOR_MS = DAY;
export const KEEP_DAILY_FOR_MS = 30 * DAY;

const riyadhDay = (time: number) => Math.floor((time + RIYADH_OFFSET) / DAY);
/** Weeks starting on Sunday, Riyadh's first working day (day 0 of the epoch was a Thursday). */
const riyadhWeek = (time: number) => Math.floor((riyadhDay(time) + 4) / 7);

/** The ids of the revisions to delete, given all of one post's revisions. */
export function revisionsToThin(revisions: readonly RevisionAge[], now: Date): number[] {
  const newestFirst = [...revisions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const seen = new Set<string>();
  const thinned: number[] = [];
  for (const revision of newestFirst) {
    const time = revision.createdAt.getTime();
    const age = now.getTime() - time;
    if (age < KEEP_ALL_FOR_MS) continue;
    const bucket = age < KEEP_DAILY_FOR_MS ? `day:${riyadhDay(time)}` : `week:${riyadhWeek(time)}`;
    // The published one is kept besides its day's (or week's) newest, which it need not be.
    if (revision.published) continue;
    if (seen.has(bucket)) thinned.push(revision.id);
    else seen.add(bucket);
  }
  return thinned;
}
