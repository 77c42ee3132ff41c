import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '#core/answers';
import { checkAnswers } from '#core/submission';
import { api } from '#core/api';
import type { FormDesign } from '#core/forms';
import { responses } from '#server/db/schema/index';
import { loadForm } from '#server/forms/form-access';
import { designForVersion } from '#server/responses/design-for-version';
import { catalogueAnswers, catalogueDesign } from '../core/answers-arbitraries';
import { type CreatedForm, type TestApp, createForm, createTestApp, signIn } from './helpers';

let t: TestApp;
let form: CreatedForm;
/** The design as the server stored it (table cells get ids), which is what it validates against. */
let design: FormDesign;

beforeAll(async () => {
  t = await createTestApp();
  form = await createForm(t, await signIn(t), catalogueDesign());
  design = await designForVersion(t.db, await loadForm(t.db, t.companyId, form.id), undefined);
});
afterAll(async () => { await t.close(); });

const stored = async (responseId: string) => (await t.db.select({ n: count() }).from(responses).where(eq(responses.id, responseId)))[0]!.n;

async function submit(answers: Answers) {
  const responseId = randomUUID();
  const submittedAt = new Date().toISOString();
  const res = await t.request({ method: 'POST', url: api.saveResponse, payload: { responseId, formId: form.id, formVersion: form.version, answers, submittedAt } });
  return { responseId, submittedAt, res };
}

describe('the server refuses exactly what the page refuses', () => {
  it('publishes a form with every kind of question', () => {
    expect(design.phases[0]!.elements.length).toBeGreaterThanOrEqual(20);
  });

  it('stores a response iff core finds no problem, and names the same elements when it refuses', async () => {
    await fc.assert(fc.asyncProperty(catalogueAnswers, async (answers) => {
      const { responseId, submittedAt, res } = await submit(answers);
      const core = checkAnswers(design, answers, { at: new Date(submittedAt), requireUploaded: true });
      if (core.problems.length === 0) {
        expect(res.statusCode, res.body).toBe(200);
        expect(await stored(responseId)).toBe(1);
      } else {
        expect(res.statusCode, res.body).toBe(400);
        const fields = res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field).sort();
        expect(fields).toEqual(core.problems.map((p) => p.field).sort());
        expect(await stored(responseId)).toBe(0);
      }
    }), { numRuns: 40 });
  });

  it('stores an all-valid response (so the property above sees both outcomes)', async () => {
    const answers: Answers = { t: 'An', r: 'a', rg: { r1: 'c1', r2: 'c2' }, n: 10, tb: { 'k1:name': 'An', 'k2:age': '5' }, addr: { province: '01', commune: '00004' } };
    expect(checkAnswers(design, answers, { requireUploaded: true }).problems).toEqual([]);
    const { responseId, res } = await submit(answers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(responseId)).toBe(1);
  });
});
