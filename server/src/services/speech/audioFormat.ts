/** Containers the recognizers accept, told apart by their first bytes (never by name or declared type). */
export type AudioContainer = 'webm' | 'ogg' | 'wav' | 'mp3' | 'mp4';

const ascii = (bytes: Buffer, start: number, text: string) =>
  bytes.length >= start + text.length && bytes.toString('latin1', start, start + text.length) === text;

/** The container of `bytes` from its magic bytes, or null when it is none of the accepted audio formats. */
export function sniffAudioContainer(bytes: Buffer): AudioContainer | null {
  // EBML header (Matroska / WebM); the DocType tells WebM from Matroska but both decode the same way.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  // ISO base media (MP4 / M4A / 3GP): a box size then "ftyp".
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  // A bare MPEG audio frame: 11 sync bits, MPEG version not "reserved", layer III (what "mp3" means).
  if (bytes.length >= 4 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) {
    const version = (bytes[1]! >> 3) & 0x03;
    const layer = (bytes[1]! >> 1) & 0x03;
    const bitrate = (bytes[2]! >> 4) & 0x0f;
    if (version !== 0x01 && layer === 0x01 && bitrate !== 0x0f) return 'mp3';
  }
  return null;
}

/** File name extension the OpenAI API expects for a container. */
export const containerExtension: Record<AudioContainer, string> = {
  webm: 'webm',
  ogg: 'ogg',
  wav: 'wav',
  mp3: 'mp3',
  mp4: 'm4a',
};
