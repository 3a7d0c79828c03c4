// Draws the desktop app's icon (512×512 PNG) without any image library: an indigo-to-violet rounded
// square (the brand gradient of the sign-in panel) with a white upward chevron and bar, "launch".
// Run: node desktop/scripts/make-icon.mjs  →  desktop/build/icon.png (electron-builder derives the
// .ico and .icns from it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'build', 'icon.png');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Coverage (0..1) of a pixel by a shape, from 4×4 samples, for smooth edges. */
function coverage(x, y, inside) {
  let hits = 0;
  for (let i = 0; i < 4; i += 1)
    for (let j = 0; j < 4; j += 1) if (inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4)) hits += 1;
  return hits / 16;
}

const radius = 112;
const inRoundedSquare = (x, y) => {
  const m = 16; // margin
  const cx = Math.min(Math.max(x, m + radius), SIZE - m - radius);
  const cy = Math.min(Math.max(y, m + radius), SIZE - m - radius);
  return x >= m && x <= SIZE - m && y >= m && y <= SIZE - m && (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};
/** Distance from a point to a segment. */
const segment = (px, py, ax, ay, bx, by) => {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
};
const stroke = 34;
const inMark = (x, y) =>
  segment(x, y, 156, 270, 256, 170) <= stroke ||
  segment(x, y, 256, 170, 356, 270) <= stroke ||
  segment(x, y, 256, 200, 256, 372) <= stroke;

const rows = [];
for (let y = 0; y < SIZE; y += 1) {
  const row = Buffer.alloc(1 + SIZE * 4);
  for (let x = 0; x < SIZE; x += 1) {
    const shape = coverage(x, y, inRoundedSquare);
    const mark = coverage(x, y, inMark);
    const t = (x + y) / (2 * SIZE);
    // indigo-600 (79,70,229) → violet-600 (124,58,237)
    const base = [79 + (124 - 79) * t, 70 + (58 - 70) * t, 229 + (237 - 229) * t];
    const color = base.map((c) => Math.round(c * (1 - mark) + 255 * mark));
    row.set([...color, Math.round(255 * shape)], 1 + x * 4);
  }
  rows.push(row);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, png);
console.log(`Wrote ${out} (${png.length} bytes)`);
