import { describe, expect, it } from 'vitest';
import { checkAnswers } from '#core/submission';
import type { Answers } from '#core/answers';
import { evaluateLogic } from '#core/logic';
import {
  firstPageWithProblem, hasWelcomePage, problemsOnPage, reachablePages, settlePage, stepPage,
} from '../../src/app/answering/flow-pages';
import { design } from '../core/design-fixtures';
import { asRichText } from '#core/rich-text';

/** Page 1 asks whether the person has children; page 2 (about the children) is shown only for "yes". */
const survey = design(
  {
    p1: [{ id: 'name', required: true }, { id: 'kids', kind: 'radio', required: true, options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] }],
    p2: [{ id: 'kidCount', kind: 'number', required: true }],
    p3: [{ id: 'comment' }, { id: 'email', required: true }],
  },
  { logic: [{ id: 'r1', conditions: [{ elementId: 'kids', comparison: 'eq', value: 'yes' }], actions: [{ type: 'show', elementIds: ['kidCount'] }] }] },
);

const hiddenFor = (answers: Answers) => evaluateLogic(survey.logic, answers).hidden;

describe('pages of a form with logic', () => {
  it('skips a page whose questions are all hidden, and goes through it once they are shown', () => {
    expect(reachablePages(survey, hiddenFor({ kids: 'no' }))).toEqual([0, 2]);
    expect(stepPage([0, 2], 0, 1)).toBe(2);
    expect(stepPage([0, 2], 2, -1)).toBe(0);
    expect(reachablePages(survey, hiddenFor({ kids: 'yes' }))).toEqual([0, 1, 2]);
    expect(stepPage([0, 1, 2], 0, 1)).toBe(1);
  });

  it('has no page after the last one and none before the first (Submit and no Back there)', () => {
    expect(stepPage([0, 1, 2], 2, 1)).toBeNull();
    expect(stepPage([0, 1, 2], 0, -1)).toBeNull();
  });

  it('moves off a page that logic just hid, to the next reachable one', () => {
    expect(settlePage([0, 2], 1)).toBe(2);
    expect(settlePage([0, 2], 7)).toBe(2);
    expect(settlePage([0, 1, 2], 1)).toBe(1);
  });

  it('"Next" checks only the visible questions of the current page', () => {
    const answers: Answers = { name: 'An', kids: 'no' };
    const hidden = hiddenFor(answers);
    const { problems } = checkAnswers(survey, answers);
    expect(problems.map((p) => p.field)).toEqual(['email']);
    expect(problemsOnPage(problems, survey, 0, hidden)).toEqual([]);
    expect(problemsOnPage(problems, survey, 2, hidden).map((p) => p.field)).toEqual(['email']);
    const empty = checkAnswers(survey, {});
    expect(problemsOnPage(empty.problems, survey, 0, hiddenFor({})).map((p) => p.field)).toEqual(['name', 'kids']);
  });

  it('on submit, sends the person back to the first page that still has a problem', () => {
    const answers: Answers = { kids: 'yes', email: 'an@gov.vn' };
    const hidden = hiddenFor(answers);
    const { problems } = checkAnswers(survey, answers);
    expect(firstPageWithProblem(problems, survey, reachablePages(survey, hidden), hidden)).toBe(0);
    const almost: Answers = { name: 'An', kids: 'yes', email: 'an@gov.vn' };
    const h2 = hiddenFor(almost);
    expect(firstPageWithProblem(checkAnswers(survey, almost).problems, survey, reachablePages(survey, h2), h2)).toBe(1);
    const done: Answers = { ...almost, kidCount: 2 };
    expect(firstPageWithProblem(checkAnswers(survey, done).problems, survey, [0, 1, 2], hiddenFor(done))).toBeNull();
  });

  it('keeps a phase without questions (a text page) and never ends with no page at all', () => {
    const withText = design({ intro: [], q: [{ id: 'a' }] });
    expect(reachablePages(withText, new Set())).toEqual([0, 1]);
    expect(reachablePages(design({ only: [{ id: 'a' }] }), new Set(['a']))).toEqual([0]);
  });
});

describe('the welcome page', () => {
  it('is shown when the author gave it a title, a text or a cover, not when it is empty', () => {
    expect(hasWelcomePage({})).toBe(false);
    expect(hasWelcomePage({ welcome: { title: '' } })).toBe(false);
    expect(hasWelcomePage({ welcome: { title: ' ', description: asRichText('<p></p>') } })).toBe(false);
    expect(hasWelcomePage({ welcome: { title: 'Xin chào' } })).toBe(true);
    expect(hasWelcomePage({ welcome: { title: '', description: asRichText('<p>Khảo sát về nước sạch</p>') } })).toBe(true);
    expect(hasWelcomePage({ welcome: { title: '', coverImage: '/api/storage/files/a.png' } })).toBe(true);
  });
});
