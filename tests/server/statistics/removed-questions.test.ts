import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupByQuestion } from '#core/api';
import { api } from '#core/api';
import type { Answers } from '#core/answers';
import type { FormDesignInput } from '#core/forms';

type ElementInput = FormDesignInput['phases'][number]['elements'][number];
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';

/** Answers kept after q3 and q4 are deleted from the form: they must stay readable, marked as removed. */
const drive: ElementInput = { id: 'q3', kind: 'radio', title: 'Do you drive?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] };
const design = (elements: ElementInput[]): FormDesignInput => ({
  title: 'Removed questions', logic: [], phases: [{ id: 'p1', elements }],
});
const current: ElementInput[] = [{ id: 'q1', kind: 'text', title: 'Your name' }, { id: 'q2', kind: 'number', title: 'Age', min: 0, max: 100 }];
const first = design([...current, drive, { id: 'q4', kind: 'text', title: 'Which car?' }]);
/** v2 renames q3: its last title, not its first, names it once removed. */
const second = design([...current, { ...drive, title: 'Do you drive a car?' }, { id: 'q4', kind: 'text', title: 'Which car?' }]);
const answered: Answers[] = [
  { q1: 'Lan', q2: 30, q3: 'yes', q4: 'Ford' },
  { q1: 'Minh', q3: 'yes' },
  { q1: 'Hoa', q2: 41, q3: 'no' },
];

let t: TestApp;
let owner: string;
let form: CreatedForm;
let lastVersion: number;
const responseIds: string[] = [];

async function save(version: number, next: FormDesignInput) {
  const res = await t.request({ method: 'POST', url: api.formUpdate, cookie: owner, payload: { id: form.id, baseVersion: version, design: next } });
  expect(res.statusCode, res.body).toBe(200);
  return data<{ version: number }>(res).version;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t);
  form = await createForm(t, owner, first);
  for (const [n, answers] of answered.entries()) {
    const responseId = randomUUID();
    responseIds.push(responseId);
    const submittedAt = new Date(Date.UTC(2026, 0, 1, n)).toISOString();
    const res = await t.request({ method: 'POST', url: api.saveResponse, payload: { responseId, formId: form.id, formVersion: form.version, answers, submittedAt } });
    expect(res.statusCode, res.body).toBe(200);
  }
  lastVersion = await save(form.version, second);
  const removedIn = await save(lastVersion, design([...current]));
  expect(removedIn).toBe(lastVersion + 1);
});
afterAll(async () => { await t.close(); });

const english = { 'accept-language': 'en' };

describe('answers to a question deleted later stay readable, marked as removed', () => {
  it('statistics list the removed questions after the current ones, with their last title, version and figures', async () => {
    const res = await t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie: owner, payload: { formId: form.id } });
    expect(res.statusCode, res.body).toBe(200);
    const stats = data<GroupByQuestion>(res);
    expect(stats.questions.map((q) => q.elementId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    const [, age, removedDrive, removedCar] = stats.questions;
    expect(age?.removedAfterVersion).toBeUndefined();
    expect(removedDrive).toMatchObject({ title: 'Do you drive a car?', kind: 'radio', removedAfterVersion: lastVersion, answered: 3, skipped: 0 });
    expect(removedDrive?.buckets.map((b) => [b.label, b.count])).toEqual([['Yes', 2], ['No', 1]]);
    expect(removedCar).toMatchObject({ title: 'Which car?', kind: 'text', removedAfterVersion: lastVersion, answered: 1, skipped: 2 });
  });

  it('the answer filter offers them, marked, with the counts of their choices', async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/form/${form.id}/answers-for-filter`, cookie: owner });
    expect(res.statusCode, res.body).toBe(200);
    const { questions } = data<{ questions: { elementId: string; removedAfterVersion?: number; choices: { value: string; count: number }[] }[] }>(res);
    const removedDrive = questions.find((q) => q.elementId === 'q3');
    expect(removedDrive?.removedAfterVersion).toBe(lastVersion);
    expect(removedDrive?.choices.map((c) => [c.value, c.count])).toEqual([['yes', 2], ['no', 1]]);
    expect(questions.find((q) => q.elementId === 'q1')?.removedAfterVersion).toBeUndefined();
  });

  it('the answers export has their columns after the current questions, header marked, answers in words', async () => {
    const res = await t.app.inject({
      method: 'POST', url: api.exportAnswers(form.id), headers: t.headers({ cookie: owner, ...english }), payload: { format: 'csv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [headers, ...rows] = Papa.parse<string[]>(res.body.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
    const column = (header: string) => headers!.indexOf(header);
    const driveHeader = `[removed after v${lastVersion}] Do you drive a car?`;
    const carHeader = `[removed after v${lastVersion}] Which car?`;
    expect(column(driveHeader)).toBe(column('Age') + 1);
    expect(column(carHeader)).toBe(column('Age') + 2);
    expect(rows.map((row) => [row[column('Your name')], row[column(driveHeader)], row[column(carHeader)]])).toEqual([
      ['Lan', 'Yes', 'Ford'], ['Minh', 'Yes', ''], ['Hoa', 'No', ''],
    ]);
  });

  it('the statistics export lists them after the current ones, marked', async () => {
    const res = await t.app.inject({
      method: 'POST', url: api.exportQuestionStatistical, headers: t.headers({ cookie: owner, ...english }), payload: { formId: form.id, format: 'csv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = Papa.parse<string[]>(res.body.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
    const titles = rows.filter((row) => row.length === 1 || row.slice(1).every((c) => c === '')).map((row) => row[0]);
    expect(titles).toEqual(['Removed questions', 'Your name', 'Age', `[removed after v${lastVersion}] Do you drive a car?`, `[removed after v${lastVersion}] Which car?`]);
  });

  it('a removed question can be exported on its own, and its header reads in Vietnamese by default', async () => {
    const res = await t.request({ method: 'GET', url: `${api.exportQuestionResponse(form.id)}?elementId=q4&format=csv`, cookie: owner });
    expect(res.statusCode, res.body).toBe(200);
    const [headers, ...rows] = Papa.parse<string[]>(res.body.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
    expect(headers).toContain(`[đã xoá sau v${lastVersion}] Which car?`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Ford');
  });

  it('the answer detail names the removed questions the response answered, with their last version', async () => {
    const res = await t.request({ method: 'GET', url: `${api.formAnswers(form.id)}/${responseIds[0]}`, cookie: owner });
    expect(res.statusCode, res.body).toBe(200);
    const detail = data<{ answers: Answers; removedQuestions: { element: { id: string; title: string; kind: string }; lastVersion: number }[] }>(res);
    expect(detail.answers).toMatchObject({ q3: 'yes', q4: 'Ford' });
    expect(detail.removedQuestions.map((q) => [q.element.id, q.element.title, q.element.kind, q.lastVersion])).toEqual([
      ['q3', 'Do you drive a car?', 'radio', lastVersion], ['q4', 'Which car?', 'text', lastVersion],
    ]);
    const quiet = await t.request({ method: 'GET', url: `${api.formAnswers(form.id)}/${responseIds[1]}`, cookie: owner });
    expect(data<{ removedQuestions: { element: { id: string } }[] }>(quiet).removedQuestions.map((q) => q.element.id)).toEqual(['q3']);
  });
});
