/**
 * A value computed at most once per `ttlMs`, shared by every request in between: concurrent callers wait
 * for the one computation in flight instead of starting their own. `invalidate()` drops it at once (after a
 * write in this process); the TTL bounds how stale it can be after a write in another server process.
 */
export class SharedValue<T> {
  private value: { data: T; at: number } | undefined;
  private pending: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return this.value.data;
    if (!this.pending) {
      const generation = this.generation;
      const startedAt = this.now();
      this.pending = this.compute()
        .then((data) => {
          // A write that happened while computing makes this result stale: serve it once, keep it not.
          if (generation === this.generation) this.value = { data, at: startedAt };
          return data;
        })
        .finally(() => {
          this.pending = undefined;
        });
    }
    return this.pending;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.pending = undefined;
  }
}
