/**
 * MediaRecorder as a browser gives it, for tests: handler properties and events alike, chunks the test
 * pushes while recording, and one last chunk (`FakeMediaRecorder.lastChunk`) flushed on stop. Install with
 * `vi.stubGlobal('MediaRecorder', FakeMediaRecorder)`; `instances` lists every recorder made.
 */
export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static lastChunk = 'end';
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  static get last(): FakeMediaRecorder | undefined {
    return FakeMediaRecorder.instances.at(-1);
  }
  static reset() {
    FakeMediaRecorder.instances = [];
    FakeMediaRecorder.lastChunk = 'end';
  }

  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    super();
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  /** One chunk of "audio" (its text), as MediaRecorder hands it over every timeslice. */
  push(text: string) {
    const data = new Blob([text], { type: this.mimeType || 'audio/webm' });
    this.ondataavailable?.({ data });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
  }

  stop() {
    this.push(FakeMediaRecorder.lastChunk);
    this.state = 'inactive';
    this.onstop?.();
    this.dispatchEvent(new Event('stop'));
  }
}
