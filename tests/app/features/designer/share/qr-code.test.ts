import { create, toDataURL } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrFileName, qrPng, qrPngSize, qrSvg, svgDataUrl } from '#app/features/designer/share/qr-code';

const link = 'https://khaosat.example.gov.vn/Ab$^_9';

/** The dark modules an SVG of the qrcode library draws: its path is runs `h n` after `M x y` / `m dx 0` moves. */
function darkModulesOfSvg(svg: string): { side: number; dark: Set<string> } {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /stroke="#000000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const command of path.match(/[Mmh][^Mmh]*/g) ?? []) {
    const [a = 0, b = 0] = command.slice(1).split(' ').map(Number);
    if (command.startsWith('M')) [x, y] = [a, b - 0.5];
    else if (command.startsWith('m')) x += a;
    else for (let end = x + a; x < end; x++) dark.add(`${x},${y}`);
  }
  return { side, dark };
}

/** The modules the short link must give at level M, computed by the library's encoder on its own. */
function expectedDarkModules(text: string, quietZone: number): Set<string> {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.add(`${col + quietZone},${row + quietZone}`);
  }
  return dark;
}

describe('the QR code of a short link', () => {
  it('draws as SVG exactly the code of the link at error-correction level M, inside a 4-module quiet zone', async () => {
    const svg = await qrSvg(link);
    const { side, dark } = darkModulesOfSvg(svg);
    expect(side).toBe(create(link, { errorCorrectionLevel: 'M' }).modules.size + 8);
    expect(dark).toEqual(expectedDarkModules(link, 4));
    // another level or another text would be another code
    expect(dark).not.toEqual(expectedDarkModules(`${link}x`, 4));
  });

  it('draws a 1024-pixel square PNG of the same code', async () => {
    const png = await qrPng(link);
    expect(png.type).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([...bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([qrPngSize, qrPngSize]);
    expect(qrPngSize).toBeGreaterThanOrEqual(1024);
    const expected = await toDataURL(link, { errorCorrectionLevel: 'M', margin: 4, width: 1024, type: 'image/png' });
    expect(Buffer.from(bytes).toString('base64')).toBe(expected.slice(expected.indexOf(',') + 1));
  });

  it('shows the SVG through a data: address the page may load', async () => {
    const svg = await qrSvg(link);
    expect(decodeURIComponent(svgDataUrl(svg).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(svg);
  });

  it('names the files after the form, without characters file systems refuse', () => {
    expect(qrFileName('Khảo sát: "giờ" tiếp dân / 2026?')).toBe('QR Khảo sát giờ tiếp dân 2026');
    expect(qrFileName('   ')).toBe('QR form');
  });
});
