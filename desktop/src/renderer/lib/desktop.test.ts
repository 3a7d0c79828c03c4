import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../test/fake-desktop';
import { FakeMediaRecorder } from '../test/fake-media';
import { encodeWav, isOfflineTranscriptionReady, recordAudio, transcribeOffline } from './desktop';
import { saveBlob } from './save-file';

const fakeStream = () => {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
};

afterEach(() => FakeMediaRecorder.reset());

describe('recordAudio', () => {
  it('in the browser keeps the audio in memory only and closes the microphone', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const { stream, track } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn(async () => stream) } });
    const recording = await recordAudio();
    FakeMediaRecorder.last!.push('one,');
    const answer = await recording.stop();
    expect(answer.mimeType).toBe('audio/webm;codecs=opus');
    expect(await answer.blob.text()).toBe('one,end');
    expect(answer.savedPath).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });

  it('in the desktop app streams every chunk to the bridge, in order', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const fake = installFakeDesktop();
    const { stream, track } = fakeStream();
    const recording = await recordAudio({ stream });
    FakeMediaRecorder.last!.push('a');
    FakeMediaRecorder.last!.push('b');
    const answer = await recording.stop();
    expect(fake.bridge.startRecording).toHaveBeenCalledWith({ mimeType: 'audio/webm;codecs=opus' });
    const written = fake.bridge.appendRecording.mock.calls.map(([, chunk]) =>
      new TextDecoder().decode(chunk),
    );
    expect(written).toEqual(['a', 'b', 'end']);
    expect(answer.savedPath).toMatch(/^\/data\/recordings\/.+\.webm$/);
    expect(answer.saveError).toBeNull();
    // A stream the caller opened stays open.
    expect(track.stop).not.toHaveBeenCalled();
  });

  it('keeps the audio when the file cannot be written, and cancels the file', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const fake = installFakeDesktop();
    fake.bridge.appendRecording.mockRejectedValueOnce(new Error('Disk full'));
    const recording = await recordAudio({ stream: fakeStream().stream });
    FakeMediaRecorder.last!.push('a');
    const answer = await recording.stop();
    expect(await answer.blob.text()).toBe('aend');
    expect(answer).toMatchObject({ savedPath: null, saveError: 'Disk full' });
    expect(fake.bridge.cancelRecording).toHaveBeenCalled();
    expect(fake.bridge.finishRecording).not.toHaveBeenCalled();
  });

  it('cancel throws the file away', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const fake = installFakeDesktop();
    const recording = await recordAudio({ stream: fakeStream().stream });
    await recording.cancel();
    expect(fake.bridge.cancelRecording).toHaveBeenCalledTimes(1);
    expect(fake.recordings.size).toBe(0);
  });
});

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM header and clamped samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2]), 16_000);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });
});

describe('transcribeOffline', () => {
  const decode = async () => new Float32Array(16_000);

  it('is unavailable in the browser and without a model', async () => {
    expect(await transcribeOffline(new Blob(['x']), { decode })).toEqual({ status: 'unavailable' });
    const fake = installFakeDesktop();
    expect(await transcribeOffline(new Blob(['x']), { decode })).toEqual({ status: 'unavailable' });
    expect(await isOfflineTranscriptionReady()).toBe(false);
    expect(fake.bridge.transcribeOffline).not.toHaveBeenCalled();
  });

  it('sends 16 kHz WAV audio to the bridge when a model is installed', async () => {
    const fake = installFakeDesktop();
    fake.setModel({ state: 'installed', bytes: 10, source: 'download' });
    expect(await isOfflineTranscriptionReady()).toBe(true);
    expect(await transcribeOffline(new Blob(['x']), { decode })).toEqual({
      status: 'ok',
      text: 'offline text',
    });
    const [wav] = fake.bridge.transcribeOffline.mock.calls[0]! as unknown as [Uint8Array];
    expect(wav.byteLength).toBe(44 + 32_000);
  });

  it('reports audio it cannot read or that is too long', async () => {
    const fake = installFakeDesktop();
    fake.setModel({ state: 'installed', bytes: 10, source: 'download' });
    const broken = async () => Promise.reject(new Error('EncodingError'));
    expect(await transcribeOffline(new Blob(['x']), { decode: broken })).toEqual({
      status: 'failed',
      message: 'The recording could not be read',
    });
    const long = async () => new Float32Array(16_000 * 60 * 16);
    expect((await transcribeOffline(new Blob(['x']), { decode: long })).status).toBe('failed');
  });
});

describe('saveBlob', () => {
  it('uses the native Save As inside the desktop app', async () => {
    const fake = installFakeDesktop();
    const outcome = await saveBlob(new Blob(['%PDF'], { type: 'application/pdf' }), 'report.pdf');
    expect(outcome).toEqual({ status: 'saved', path: '/home/me/report.pdf' });
    const [file] = fake.bridge.saveFile.mock.calls[0]!;
    expect(file).toMatchObject({ fileName: 'report.pdf', mimeType: 'application/pdf' });
    expect(new TextDecoder().decode(file.data)).toBe('%PDF');
  });

  it('starts a browser download otherwise', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { createObjectURL: create, revokeObjectURL: revoke } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    try {
      expect(await saveBlob(new Blob(['hi'], { type: 'text/plain;charset=utf-8' }), 'r.txt')).toEqual({
        status: 'downloaded',
      });
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    }
  });
});
