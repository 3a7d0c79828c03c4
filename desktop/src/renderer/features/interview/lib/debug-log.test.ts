import { describe, expect, it } from 'vitest';
import { appendEntry, type DebugEntry } from './debug-log';

describe('debug log', () => {
  it('keeps the last 50 entries, newest last', () => {
    let entries: DebugEntry[] = [];
    for (let i = 1; i <= 60; i += 1) entries = appendEntry(entries, `entry ${i}`);
    expect(entries).toHaveLength(50);
    expect(entries[0]!.message).toBe('entry 11');
    expect(entries[49]!.message).toBe('entry 60');
  });
});
