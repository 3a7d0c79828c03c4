import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../../test/fake-desktop';
import { FakeMediaRecorder } from '../../../test/fake-media';
import { AudioAnswer } from './audio-answer';

/** Decoding for the offline engine: one second of silence at 16 kHz. */
class FakeAudioContext {
  decodeAudioData = async () => ({ duration: 1 }) as AudioBuffer;
  close = async () => undefined;
}
class FakeOfflineAudioContext {
  destination = {};
  createBufferSource = () => ({ connect: () => undefined, start: () => undefined, buffer: null });
  startRendering = async () => ({ getChannelData: () => new Float32Array(16_000) });
}

function stubBrowser() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return { getUserMedia, track };
}

function renderAnswer() {
  const onTranscript = vi.fn();
  const log = vi.fn();
  render(
    <AudioAnswer
      context="Describe a REST API you built with PostgreSQL"
      transcript=""
      onTranscript={onTranscript}
      onSpeech={vi.fn()}
      onSwitchToText={vi.fn()}
      onSubmitShortcut={vi.fn()}
      log={log}
      disabled={false}
    />,
  );
  return { onTranscript, log };
}

beforeEach(() => {
  FakeMediaRecorder.reset();
  FakeMediaRecorder.lastChunk = 'last';
});

describe('a spoken answer in the desktop app', () => {
  it('records through the main process and transcribes on this computer when a model is installed', async () => {
    const { getUserMedia } = stubBrowser();
    const fake = installFakeDesktop();
    fake.setModel({ state: 'installed', bytes: 75_000_000, source: 'download' });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { onTranscript, log } = renderAnswer();

    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    // The §9 microphone settings.
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      }),
    });
    FakeMediaRecorder.last!.push('first');
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));

    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('offline text'));
    const written = fake.bridge.appendRecording.mock.calls.map(([, chunk]) =>
      new TextDecoder().decode(chunk),
    );
    expect(written).toEqual(['first', 'last']);
    expect(fake.bridge.finishRecording).toHaveBeenCalledTimes(1);
    expect(fake.bridge.transcribeOffline).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled(); // nothing uploaded
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/on this computer$/));
  });

  it('asks the server when no offline model is installed', async () => {
    stubBrowser();
    const fake = installFakeDesktop();
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
    ) {
      Object.defineProperty(this, 'status', { value: 200 });
      Object.defineProperty(this, 'responseText', {
        value: JSON.stringify({ success: true, text: 'server text', error: null }),
      });
      this.getResponseHeader = () => 'application/json';
      this.onload?.(new ProgressEvent('load'));
    });
    const { onTranscript } = renderAnswer();

    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));

    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('server text'));
    expect(fake.bridge.transcribeOffline).not.toHaveBeenCalled();
    const form = send.mock.calls[0]![0] as FormData;
    expect(form.get('context')).toBe('Describe a REST API you built with PostgreSQL');
    expect(form.get('audio')).toBeInstanceOf(Blob);
  });
});
