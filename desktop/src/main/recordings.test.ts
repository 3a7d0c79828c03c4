// @vitest-environment node
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecordingWriter, extensionFor } from './recordings';

const tempFolder = () => mkdtemp(path.join(tmpdir(), 'lp-rec-'));
const bytes = (text: string) => new TextEncoder().encode(text);

describe('createRecordingWriter', () => {
  it('writes chunks in order to a private file in its folder', async () => {
    const folder = path.join(await tempFolder(), 'recordings');
    const writer = createRecordingWriter({ folder, now: () => new Date('2026-11-23T10:00:00Z') });

    const { id } = await writer.start('audio/webm;codecs=opus');
    await Promise.all([
      writer.append(id, bytes('one,')),
      writer.append(id, bytes('two,')),
      writer.append(id, bytes('three')),
    ]);
    const saved = await writer.finish(id);

    expect(path.dirname(saved.path)).toBe(folder);
    expect(path.basename(saved.path)).toMatch(/^recording-2026-11-23T10-00-00-000Z-[0-9a-f]{8}\.webm$/);
    expect(saved.bytes).toBe(13);
    expect(await readFile(saved.path, 'utf8')).toBe('one,two,three');
    if (process.platform !== 'win32') expect((await stat(saved.path)).mode & 0o777).toBe(0o600);
  });

  it('refuses unknown ids and finished recordings', async () => {
    const writer = createRecordingWriter({ folder: await tempFolder() });
    await expect(writer.append('00000000-0000-0000-0000-000000000000', bytes('x'))).rejects.toThrow(
      /No such recording/,
    );
    const { id } = await writer.start('audio/ogg');
    await writer.append(id, bytes('x'));
    await writer.finish(id);
    await expect(writer.append(id, bytes('y'))).rejects.toThrow(/No such recording/);
    await expect(writer.finish(id)).rejects.toThrow(/No such recording/);
  });

  it('deletes cancelled and empty recordings', async () => {
    const folder = await tempFolder();
    const writer = createRecordingWriter({ folder });
    const first = await writer.start('audio/webm');
    await writer.append(first.id, bytes('abc'));
    await writer.cancel(first.id);
    const empty = await writer.start('audio/webm');
    await expect(writer.finish(empty.id)).rejects.toThrow(/empty/);
    expect(await readdir(folder)).toEqual([]);
  });

  it('stops a recording that grows past the limit and removes its file', async () => {
    const folder = await tempFolder();
    const writer = createRecordingWriter({ folder, maxBytes: 5 });
    const { id } = await writer.start('audio/webm');
    await writer.append(id, bytes('1234'));
    await expect(writer.append(id, bytes('56'))).rejects.toThrow(/too long/);
    await expect(writer.finish(id)).rejects.toThrow(/No such recording/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readdir(folder)).toEqual([]);
  });

  it('cancels everything still open', async () => {
    const folder = await tempFolder();
    const writer = createRecordingWriter({ folder });
    await writer.start('audio/webm');
    await writer.start('audio/webm');
    await writer.cancelAll();
    expect(await readdir(folder)).toEqual([]);
  });

  it('names files after the audio type', () => {
    expect(extensionFor('audio/webm;codecs=opus')).toBe('webm');
    expect(extensionFor('audio/mp4')).toBe('m4a');
    expect(extensionFor('audio/x-unknown')).toBe('bin');
  });
});
