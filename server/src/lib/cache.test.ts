import { describe, expect, it } from 'vitest';
import { SharedValue } from './cache';

describe('SharedValue', () => {
  it('computes once for concurrent callers and again after the TTL', async () => {
    let clock = 0;
    let computed = 0;
    const value = new SharedValue(
      1000,
      async () => ++computed,
      () => clock,
    );
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await value.get()).toBe(1);
    clock = 1000;
    expect(await value.get()).toBe(2);
  });

  it('recomputes at once after invalidate, and never keeps a result computed across a write', async () => {
    let computed = 0;
    let release: () => void = () => undefined;
    const value = new SharedValue(60_000, async () => {
      computed += 1;
      if (computed === 1) await new Promise<void>((resolve) => (release = resolve));
      return computed;
    });
    const first = value.get();
    value.invalidate(); // a write lands while the first computation runs
    release();
    expect(await first).toBe(1);
    expect(await value.get()).toBe(2);
    value.invalidate();
    expect(await value.get()).toBe(3);
  });
});
