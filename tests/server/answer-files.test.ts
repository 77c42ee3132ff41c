import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '#core/answers';
import { type FormDesign, formDesignSchema } from '#core/forms';
import { companies, files } from '#server/db/schema/index';
import { checkAnswerFiles } from '#server/files/answer-files';
import { ApiError } from '#server/http/api-error';
import { type TestApp, createTestApp } from './helpers';

let t: TestApp;
let otherCompany: number;

const design: FormDesign = formDesignSchema.parse({
  title: 'Files',
  phases: [{
    id: 'p1',
    elements: [
      { id: 'docs', kind: 'attachment', title: 'Documents', acceptTypes: ['.pdf', 'image/*'], maxFileSizeMb: 1 },
      { id: 'any', kind: 'attachment', title: 'Anything' },
      { id: 'name', kind: 'text', title: 'Name' },
    ],
  }],
});

const key = (n: number, ext = 'pdf') => `${n.toString(16).padStart(32, '0')}.${ext}`;
const ref = (storageKey: string | undefined, name = 'a.pdf') => ({ key: storageKey, name, size: 10, type: 'application/pdf' });

async function problems(answers: Answers, companyId = t.companyId) {
  try {
    await checkAnswerFiles(t.db, companyId, design, answers);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return (error.fields ?? []).map((f) => `${f.field}:${f.key}`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const [other] = await t.db.insert(companies).values({ name: 'Other' }).returning();
  otherCompany = other!.id;
  await t.db.insert(files).values([
    { companyId: t.companyId, name: 'scan.pdf', storageKey: key(1), mimeType: 'application/pdf', size: 5000 },
    { companyId: t.companyId, name: 'photo.jpg', storageKey: key(2, 'jpg'), mimeType: 'image/jpeg', size: 5000 },
    { companyId: t.companyId, name: 'big.pdf', storageKey: key(3), mimeType: 'application/pdf', size: 2 * 1024 * 1024 },
    { companyId: t.companyId, name: 'sheet.xlsx', storageKey: key(4, 'xlsx'), mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 100 },
    { companyId: t.companyId, name: 'gone.pdf', storageKey: key(5), mimeType: 'application/pdf', size: 100, deletedAt: new Date() },
    { companyId: otherCompany, name: 'theirs.pdf', storageKey: key(6), mimeType: 'application/pdf', size: 100 },
  ]);
});
afterAll(async () => t.close());

describe('checkAnswerFiles', () => {
  it('accepts files this company stores that fit the element', async () => {
    expect(await problems({ docs: [ref(key(1)), ref(key(2, 'jpg'), 'photo.jpg')], any: [ref(key(4, 'xlsx'), 'sheet.xlsx')], name: 'x' })).toEqual([]);
    expect(await problems({ name: 'no files at all' })).toEqual([]);
  });

  it('refuses a file never uploaded, only chosen offline, deleted, or of another company', async () => {
    expect(await problems({ docs: [ref(key(1)), ref(key(99))] })).toEqual(['docs:validation.fileNotUploaded']);
    expect(await problems({ any: [{ localId: 'l1', name: 'a.pdf', size: 10, type: 'application/pdf' }] })).toEqual(['any:validation.fileNotUploaded']);
    expect(await problems({ any: [ref(key(5))] })).toEqual(['any:validation.fileNotUploaded']);
    expect(await problems({ any: [ref(key(6))] })).toEqual(['any:validation.fileNotUploaded']);
    expect(await problems({ any: [ref(key(6))] }, otherCompany)).toEqual([]);
  });

  it('judges type and size by the stored file, not by what the page claims', async () => {
    expect(await problems({ docs: [{ key: key(4, 'xlsx'), name: 'sheet.pdf', size: 10, type: 'application/pdf' }] })).toEqual(['docs:validation.fileType']);
    expect(await problems({ docs: [ref(key(3), 'big.pdf')], any: [ref(key(3), 'big.pdf')] })).toEqual(['docs:validation.fileTooLarge']);
  });
});
