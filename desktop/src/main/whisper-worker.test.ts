import { describe, expect, it, vi } from 'vitest';
import { transcribeRequest } from './whisper-worker';

const request = { wavFile: '"/data/tmp/answer.wav"', modelFile: '"/data/models/ggml-base.en.bin"' };

describe('the whisper worker', () => {
  it('runs whisper on the file with the model and joins the segments into text', async () => {
    const whisper = vi.fn(async () => [
      { start: '00:00:00.000', end: '00:00:01.000', speech: 'I built' },
      { start: '00:00:01.000', end: '00:00:02.000', speech: ' a REST API' },
      { start: '00:00:02.000', end: '00:00:02.500', speech: '[BLANK_AUDIO]' },
      { start: '00:00:02.500', end: '00:00:03.000', speech: ' .' },
    ]);
    const answer = await transcribeRequest(request, async () => whisper as never);
    expect(answer).toEqual({ ok: true, text: 'I built a REST API.' });
    expect(whisper).toHaveBeenCalledWith(request.wavFile, {
      modelPath: request.modelFile,
      whisperOptions: { word_timestamps: true },
    });
  });

  it('answers a message, never throws, when whisper cannot load, read the file or run', async () => {
    expect(await transcribeRequest(request, async () => undefined)).toEqual({
      ok: false,
      message: 'whisper-node did not load',
    });
    expect(await transcribeRequest(request, async () => (async () => undefined) as never)).toEqual({
      ok: false,
      message: 'The transcription engine could not read this recording',
    });
    const failing = async () => {
      throw new Error('model file is corrupt');
    };
    expect(await transcribeRequest(request, async () => failing as never)).toEqual({
      ok: false,
      message: 'model file is corrupt',
    });
  });
});
