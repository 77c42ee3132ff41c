import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { answers, files, responses } from '#server/db/schema/index';
import type { ChaosForm } from './chaos-forms';
import { type SaveExchange, newlySaved } from './chaos-proxy';

/** What the server's database holds for the chaos forms. */
export interface StoredChaos {
  /** responses per form id */
  responses: Map<number, string[]>;
  /** the `code` answer of each response: code → { formId, responseId } (a code stored twice is listed in `twice`) */
  codes: Map<string, { formId: number; responseId: string }>;
  twice: string[];
  /** the attachment answers: code → the stored file reference */
  photos: Map<string, { key: string; name: string; size: number }>;
  /** storage key → size, from the files table */
  fileRows: Map<string, number>;
}

interface FileRef { key?: string; name: string; size: number }

export async function readStoredChaos(db: Db, formIds: number[]): Promise<StoredChaos> {
  const rows = await db.select({ id: responses.id, formId: responses.formId }).from(responses).where(inArray(responses.formId, formIds));
  const byForm = new Map<number, string[]>(formIds.map((id) => [id, []]));
  for (const row of rows) byForm.get(row.formId)?.push(row.id);
  const codeRows = await db.select({ responseId: answers.responseId, formId: answers.formId, code: answers.valueText }).from(answers)
    .where(and(inArray(answers.formId, formIds), eq(answers.elementId, 'code')));
  const codes = new Map<string, { formId: number; responseId: string }>();
  const twice: string[] = [];
  for (const row of codeRows) {
    const code = row.code ?? '';
    if (codes.has(code)) twice.push(code);
    codes.set(code, { formId: row.formId, responseId: row.responseId });
  }
  const codeOf = new Map(codeRows.map((row) => [row.responseId, row.code ?? '']));
  const photoRows = await db.select({ responseId: answers.responseId, value: answers.value }).from(answers)
    .where(and(inArray(answers.formId, formIds), eq(answers.elementId, 'photo')));
  const photos = new Map<string, { key: string; name: string; size: number }>();
  for (const row of photoRows) {
    const [file] = row.value as FileRef[];
    if (file) photos.set(codeOf.get(row.responseId) ?? '', { key: file.key ?? '', name: file.name, size: file.size });
  }
  const keys = [...photos.values()].map((photo) => photo.key);
  const fileRows = new Map<string, number>();
  if (keys.length > 0) {
    for (const row of await db.select({ key: files.storageKey, size: files.size }).from(files).where(inArray(files.storageKey, keys))) fileRows.set(row.key, row.size);
  }
  return { responses: byForm, codes, twice, photos, fileRows };
}

/** The size of a stored file on the server's disk (DATA_DIR/files/<first two characters>/<key>), or null. */
function storedFileSize(dataDir: string, key: string): number | null {
  const path = join(dataDir, 'files', key.slice(0, 2), key);
  return existsSync(path) ? statSync(path).size : null;
}

/**
 * Acknowledgements that never reached the device although the server had stored the answers:
 * thrown away by the proxy on purpose, or lost when the connection was cut or the server killed
 * after the commit. Each counts only if its reply really stored something new.
 */
export function lostAcknowledgements(exchanges: readonly SaveExchange[]): { withheld: SaveExchange[]; byChaos: SaveExchange[] } {
  const lost = exchanges.filter((exchange) => newlySaved(exchange).length > 0 && !exchange.delivered);
  return { withheld: lost.filter((exchange) => exchange.withheld), byChaos: lost.filter((exchange) => !exchange.withheld) };
}

/** Of these answers, those the device sent again later and the server acknowledged as duplicates, delivered. */
function acknowledgedAgain(exchanges: readonly SaveExchange[], after: SaveExchange, ids: readonly string[]): string[] {
  const again = new Set<string>();
  for (const exchange of exchanges) {
    if (exchange.n <= after.n || !exchange.delivered) continue;
    for (const item of exchange.results ?? []) if (item.status === 'saved' && item.duplicate && item.responseId) again.add(item.responseId);
  }
  return ids.filter((id) => again.has(id));
}

/**
 * Every answer the device took (code → form) is stored exactly once under its own form, except the
 * limited form's: exactly `maxAnswers` of them, none of those the device shows as refused.
 */
export function expectEachAnswerOnce(
  truth: StoredChaos, expected: ReadonlyMap<string, ChaosForm>, limited: { form: ChaosForm; maxAnswers: number; refused: readonly string[] },
): void {
  expect(truth.twice, 'stored twice').toEqual([]);
  expect([...truth.codes.keys()].filter((code) => !expected.has(code)), 'never submitted').toEqual([]);
  expect([...truth.codes].filter(([code, at]) => expected.get(code)?.id !== at.formId), 'stored under another form').toEqual([]);
  const forms = new Set(expected.values());
  for (const form of forms) {
    const mine = [...expected].filter(([, to]) => to === form).map(([code]) => code);
    const kept = form === limited.form ? limited.maxAnswers : mine.length;
    expect(truth.responses.get(form.id), `answers stored for the ${form.kind} form`).toHaveLength(kept);
    if (form !== limited.form) expect(mine.filter((code) => !truth.codes.has(code)), `missing from the ${form.kind} form`).toEqual([]);
  }
  const refused = new Set(limited.refused);
  expect((truth.responses.get(limited.form.id) ?? []).filter((id) => refused.has(id)), 'refused on the device yet stored').toEqual([]);
}

/** Each answer to the attachment form has its photo: named after its code, in the files table and on disk, same size. */
export function expectPhotosStored(truth: StoredChaos, expected: ReadonlyMap<string, ChaosForm>, dataDir: string): void {
  const codes = [...expected].filter(([, form]) => form.kind === 'attachment').map(([code]) => code);
  for (const code of codes) {
    const photo = truth.photos.get(code) ?? { key: '', name: '(none)', size: -1 };
    expect(photo.name, `the photo of ${code}`).toBe(`${code}.png`);
    expect(truth.fileRows.get(photo.key), `the file row of ${code}'s photo`).toBe(photo.size);
    expect(storedFileSize(dataDir, photo.key), `${code}'s photo on disk`).toBe(photo.size);
  }
}

/** The answers of each lost acknowledgement are stored, and the device sent them again and was told "duplicate". */
export function expectLostAcknowledgementsRecovered(truth: StoredChaos, exchanges: readonly SaveExchange[], lost: readonly SaveExchange[]): void {
  const stored = new Set([...truth.responses.values()].flat());
  for (const exchange of lost) {
    const ids = newlySaved(exchange);
    expect(ids.filter((id) => !stored.has(id)), 'answers whose acknowledgement was lost are stored').toEqual([]);
    expect(acknowledgedAgain(exchanges, exchange, ids), 'sent again and acknowledged as duplicates').toEqual(ids);
  }
}
