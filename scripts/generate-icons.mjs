// Draws the app icons (PNG) without any dependency: a blue tile with a white survey sheet.
// Run: node scripts/generate-icons.mjs   (writes public/icons/*.png)
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [11, 79, 156];
const WHITE = [255, 255, 255];
const GOLD = [255, 180, 0];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size, colorAt) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const ss = 4;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const c = colorAt((x + (sx + 0.5) / ss) / size, (y + (sy + 0.5) / ss) / size);
          if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
        }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      const n = ss * ss;
      raw[o] = a ? Math.round(r / a) : 0;
      raw[o + 1] = a ? Math.round(g / a) : 0;
      raw[o + 2] = a ? Math.round(b / a) : 0;
      raw[o + 3] = Math.round((a / n) * 255);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const nearSegment = (x, y, ax, ay, bx, by, w) => {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= w * w;
};

/** the sheet in a unit square: white page, three rows each with a tick and a line */
function sheet(x, y) {
  if (!inRoundRect(x, y, 0.24, 0.14, 0.76, 0.86, 0.05)) return null;
  for (const row of [0.34, 0.52, 0.7]) {
    if (nearSegment(x, y, 0.31, row, 0.35, row + 0.04, 0.025) || nearSegment(x, y, 0.35, row + 0.04, 0.42, row - 0.045, 0.025)) return GOLD;
    if (inRoundRect(x, y, 0.47, row - 0.025, 0.69, row + 0.025, 0.025)) return BLUE;
  }
  return WHITE;
}

const regular = (x, y) => {
  if (!inRoundRect(x, y, 0.02, 0.02, 0.98, 0.98, 0.2)) return null;
  return sheet(x, y) ?? BLUE;
};
// maskable: full bleed; the sheet shrunk into the 80 % safe zone
const maskable = (x, y) => sheet(0.5 + (x - 0.5) / 0.72, 0.5 + (y - 0.5) / 0.72) ?? BLUE;

writeFileSync('public/icons/icon-192.png', png(192, regular));
writeFileSync('public/icons/icon-512.png', png(512, regular));
writeFileSync('public/icons/icon-maskable-512.png', png(512, maskable));
console.log('icons written');
