import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type FormDesign, type FormDesignInput, formDesignSchema } from '#core/forms';
import { mapRichText } from '#core/rich-text';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, signIn } from './helpers';
import { allowedRichText, corpusText, expectNothingDangerous as expectCorpusSafe, expectSafeRichText } from './xss-corpus';
import { corpusDesign } from './xss-corpus-design';

/**
 * Issue 13's XSS proof for forms: the corpus in every text field a form has, read back through
 * every reader. Rich fields come back inside the allow-list; plain fields come back exactly as
 * typed (the page renders them as text, never as HTML).
 */
let t: TestApp;
let owner: string;
let reviewer: string;
let admin: string;
let formId: number;
let shortUrl: string;
const sent = formDesignSchema.parse(corpusDesign());
/** every plain string typed into the form, the answers, the report and the review */
const typedPlain = new Set<string>();

const RICH = '(rich)';
/** The design with its rich fields set aside and the server's own cell bookkeeping removed. */
function plainPart(design: FormDesign): unknown {
  const withoutRich = mapRichText(formDesignSchema, design, () => RICH);
  return JSON.parse(JSON.stringify(withoutRich, (key, value: unknown) => (['id', 'parentId', 'questionId', 'actionType'].includes(key) && typeof value !== 'string' ? undefined : value)));
}

function expectDesignAsWritten(design: FormDesign, where: string) {
  expect(plainPart(design), where).toEqual(plainPart(sent));
  const kept = allowedRichText.replace('">site', '" rel="noopener noreferrer">site').replace(/^<p>|<\/p>$/g, '');
  mapRichText(formDesignSchema, design, (html) => {
    expectSafeRichText(html, where);
    expect(html, where).toContain(kept);
    return html;
  });
}

function expectNothingDangerous(res: LightMyRequestResponse, where: string) {
  expectCorpusSafe(res, where, typedPlain);
}

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.request({ method: 'POST', url, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'xss-owner', password: 'Pass-word1' });
  const reviewerId = (await createUser(t, { username: 'xss-reviewer', password: 'Pass-word1' })).id;
  await grantPermissionCode(t, reviewerId, 'FormReview');
  owner = await signIn(t, 'xss-owner', 'Pass-word1');
  reviewer = await signIn(t, 'xss-reviewer', 'Pass-word1');
  admin = await signIn(t);
  JSON.stringify(plainPart(sent), (_key, value: unknown) => {
    if (typeof value === 'string') typedPlain.add(value);
    return value;
  });
});
afterAll(async () => { await t.close(); });

describe('the XSS corpus through every field of a form', () => {
  it('stores it: rich fields within the allow-list, plain fields exactly as typed', async () => {
    const created = await post(api.formCreate, owner, { design: corpusDesign() });
    expect(created.statusCode, created.body.slice(0, 500)).toBe(200);
    formId = data<{ id: number }>(created).id;
    expectDesignAsWritten(data<{ design: FormDesign }>(created).design, 'create reply');
    expectDesignAsWritten(data<{ design: FormDesign }>(await get(api.form(formId), owner)).design, 'GET form/{id}');
    expectDesignAsWritten(data<{ design: FormDesign }>(await get(api.formDetail(formId), owner)).design, 'GET form/{id}/detail');
  });

  it('passes review: a reason with the corpus is returned as typed in the timeline and the notifications', async () => {
    const reason = corpusText(2000, 5);
    typedPlain.add(reason);
    expect((await post(api.formPublish(formId), owner)).statusCode).toBe(200);
    expectNothingDangerous(await get(api.formAwaitingReview, reviewer), 'awaiting review');
    expect((await post(api.formReject(formId), reviewer, { reason })).statusCode).toBe(200);
    const timeline = await get(api.formReviewTimeline(formId), owner);
    expectNothingDangerous(timeline, 'review timeline');
    expect(data<{ reason: string | null }[]>(timeline).map((r) => r.reason)).toContain(reason);
    expectNothingDangerous(await get(api.notificationList, owner), 'notifications');
    expect((await post(api.formPublish(formId), owner)).statusCode).toBe(200);
    expect((await post(api.formApprove(formId), reviewer)).statusCode).toBe(200);
  });

  it('serves it anonymously through the short link, and in the lists and the history', async () => {
    const detail = data<{ shortUrl: string }>(await get(api.form(formId), owner));
    shortUrl = detail.shortUrl;
    const publicForm = await get(api.formByShortUrl(shortUrl));
    expectNothingDangerous(publicForm, 'short link');
    expectDesignAsWritten(data<{ design: FormDesign }>(publicForm).design, 'short link');
    expectNothingDangerous(await get(api.formList, owner), 'my forms');
    expectNothingDangerous(await get(api.formListAll, admin), 'every form');
    expect(data<{ data: { title: string }[] }>(await get(api.formList, owner)).data.map((f) => f.title)).toContain(sent.title);
    expectNothingDangerous(await get(api.formHistories(formId), owner), 'history');
  });

  it('keeps answers and error reports with the corpus as typed, in every answer reader', async () => {
    const answer = corpusText(5000, 9);
    const content = corpusText(5000, 13);
    const contact = corpusText(254, 17);
    for (const text of [answer, content, contact]) typedPlain.add(text);
    const responseId = randomUUID();
    const saved = await post(api.saveResponse, undefined, { responseId, formId, answers: { text: answer } });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = await post(api.errorReportCreate, undefined, { reportId: randomUUID(), formId, content, contact });
    expect(report.statusCode, report.body).toBe(200);

    const detail = await get(api.formAnswerDetail(formId, responseId), owner);
    expectNothingDangerous(detail, 'answer detail');
    expect(JSON.stringify(detail.json())).toContain(JSON.stringify(answer));
    for (const url of [api.formAnswers(formId), `${api.formAnswersV2}?formId=${formId}`, `${api.answersChartTableText}?formId=${formId}&elementId=text`]) {
      expectNothingDangerous(await get(url, owner), url);
    }
    for (const url of [api.errorReportList, api.formErrorReports(formId)]) {
      const reports = await get(url, admin);
      expectNothingDangerous(reports, url);
      expect(JSON.stringify(reports.json())).toContain(JSON.stringify(content));
    }
  });

  it('sends exports as downloads, never as a page', async () => {
    const csv = await post(api.exportAnswers(formId), owner, { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment/);
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses script and data links in the link fields of a design (media, cover images, redirect)', async () => {
    const hostile: FormDesignInput = {
      title: 'Links',
      phases: [{ id: 'p1', elements: [{ id: 'img', kind: 'image', title: 'x', mediaUrl: 'javascript:window.__xss=1' }] }],
      welcome: { title: 'w', coverImage: 'data:image/svg+xml,<svg onload=alert(1)>' },
      thankYou: { title: 't', redirectPath: 'javascript:window.__xss=1' },
    };
    const res = await post(api.formCreate, owner, { design: hostile });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field).sort())
      .toEqual(['design.elements.img.mediaUrl', 'design.thankYou.redirectPath', 'design.welcome.coverImage']);
  });
});
