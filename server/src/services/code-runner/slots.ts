/**
 * A small counting semaphore that hands out numbered slots: each concurrent run gets its own slot, and
 * the sandbox gives each slot its own uid, so the per-uid process limit of one run cannot starve another.
 */
export class Slots {
  private readonly free: number[];
  private readonly waiting: Array<(slot: number) => void> = [];

  constructor(
    readonly size: number,
    /** Runs allowed to wait for a slot; past that, `acquire` refuses at once. */
    private readonly maxWaiting: number,
  ) {
    this.free = Array.from({ length: size }, (_, index) => index);
  }

  /** Runs currently waiting for a slot. */
  get queued() {
    return this.waiting.length;
  }

  /** Resolves with a slot number, or with null when the queue is full. */
  acquire(): Promise<number | null> {
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(slot: number) {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  /** Runs `work` holding a slot; `onFull` answers when the queue is full. */
  async with<T>(work: (slot: number) => Promise<T>, onFull: () => never): Promise<T> {
    const slot = await this.acquire();
    if (slot === null) onFull();
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }
}
