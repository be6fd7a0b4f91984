/**
 * Counts hits per key over a sliding window, in memory, with a bounded number of keys: when full,
 * the key hit least recently is forgotten (never all of them at once, which would let a flood of
 * new keys reset everyone's count).
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /**
   * Records a hit; false when the key has used its limit. A refused hit is not recorded, so a
   * flood neither extends the wait nor costs more memory than the limit.
   */
  hit(key: string, now = Date.now()): boolean {
    const times = (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    const allowed = times.length < this.limit;
    if (allowed) times.push(now);
    this.hits.delete(key);
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return allowed;
  }
}
