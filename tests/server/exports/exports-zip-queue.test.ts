import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { sheetWriter } from '#server/exports/sheet-writer';

const MB = 2 ** 20;

setFlagsFromString('--expose-gc');
/** a full garbage collection, so what is measured after it is what is still held */
const collectGarbage = runInNewContext('gc') as () => void;
/** Buffers held now (outside the JS heap, where the XML and zlib's pieces live) */
const heldBuffers = () => { collectGarbage(); return process.memoryUsage().arrayBuffers; };

/**
 * exceljs's streaming writer hands the worksheet's XML to zlib without waiting for it; rows made
 * faster than it deflates piled up in memory (Buffers, outside the JS heap), growing with the
 * number of rows: at 100,000 responses × 30 the export process held some 200 MB more than before
 * it started (bench/export/README.md).
 */
describe('an XLSX export', () => {
  it('keeps the XML waiting for compression bounded, however many rows come and however fast', async () => {
    const out = new Writable({ write(_chunk: Buffer, _encoding, done) { done(); } });
    const writer = await sheetWriter('xlsx', out, 'Sheet');
    // text that compresses poorly, so deflate has real work: 10,000 rows × 2 KB ≈ 20 MB of XML, five times the bound
    const text = (i: number) => Array.from({ length: 64 }, (_, k) => ((i * 7919 + k * 104729) % 2 ** 31).toString(36).padStart(6, '0')).join(' ');
    const before = heldBuffers();
    let worst = 0;
    for (let i = 0; i < 10_000; i += 1) {
      writer.row([i, text(i), text(i + 1), text(i + 2), text(i + 3), text(i + 4)]);
      if (i % 500 === 499) await writer.drain();
      // a full collection per measure is most of the test's time: one every other page
      if (i % 1000 === 999) worst = Math.max(worst, heldBuffers() - before);
    }
    await writer.end();
    // the writer's own bound (1 MB queued for zlib, a page of rows, zlib's window) is 2–3 MB; the
    // process is shared with the test files before this one (isolate: false), whose leftovers moved
    // the figure to 4.3 MB once. Without the bound it holds some 23 MB.
    expect(worst / MB).toBeLessThan(6);
  });
});
