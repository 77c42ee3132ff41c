import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAnswerSheet } from '#server/exports/export-answers';
import type { ExportColumn } from '#server/exports/export-types';
import type { SheetWriter } from '#server/exports/sheet-writer';
import { answerFilterSql } from '#server/statistics/answer-filter';
import { type ExportFixture, seedExportForm } from './exports-fixture';
import { type TestApp, createTestApp } from '../helpers';

let t: TestApp;
let f: ExportFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedExportForm(t, 300);
});
afterAll(async () => { await t.close(); });

const ROW_MS = 0.5;

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* a row that costs this much to format */ }
}

describe('an export on the server\'s one thread', () => {
  it('lets other requests in between rows: never more than about 10 ms of rows without a turn of the event loop', async () => {
    // formatting work since the event loop last had a turn, counted in rows' nominal cost (not measured,
    // so a slow machine cannot make this pass or fail)
    let sinceTurn = 0;
    let worst = 0;
    let running = true;
    const turn = () => { sinceTurn = 0; if (running) setImmediate(turn); };
    turn();
    let rows = 0;
    // a writer that never pushes back (a fast reader): only the export's own yielding gives turns
    const writer: SheetWriter = {
      row: () => { busyFor(ROW_MS); rows += 1; sinceTurn += ROW_MS; worst = Math.max(worst, sinceTurn); },
      drain: () => Promise.resolve(),
      end: () => Promise.resolve(),
    };
    const columns: ExportColumn[] = [{ key: 'id', header: 'id', elementId: null, kind: null, value: (response) => response.id }];
    try {
      await writeAnswerSheet(writer, { db: t.db, where: answerFilterSql(f.form.id, { where: [] }), columns, language: 'vi', headers: 'titles', origin: 'http://localhost' });
    } finally {
      running = false;
    }
    expect(rows).toBe(1 + 300);
    expect(worst).toBeLessThanOrEqual(20);
  });
});
