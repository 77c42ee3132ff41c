import { describe, expect, it } from 'vitest';
import { answeringReducer, initialAnsweringState, submitRefusal, type AnsweringAction, type AnsweringState } from '#app/features/answering/flow/answering-state';

const proof = { token: 't', target: 'a@b.vn', expiresAt: '2030-01-01T00:00:00.000Z' };

function run(state: AnsweringState, ...actions: AnsweringAction[]): AnsweringState {
  return actions.reduce(answeringReducer, state);
}

const restored = (over: Partial<Extract<AnsweringAction, { type: 'restored' }>> = {}): AnsweringAction => ({
  type: 'restored', answers: {}, typed: {}, page: 0, verification: null, owned: true, showWelcome: false, ...over,
});

const answering = run(initialAnsweringState, restored());

describe('opening', () => {
  it('waits for the draft, then shows the welcome page of a form that has one', () => {
    expect(initialAnsweringState.phase).toBe('opening');
    const state = run(initialAnsweringState, restored({ showWelcome: true }));
    expect(state.phase).toBe('welcome');
    expect(state.restored).toBe(false);
    expect(run(state, { type: 'start' }).phase).toBe('answering');
  });

  it('goes straight back to the questions of a restored draft, on its page, with its proof', () => {
    const state = run(initialAnsweringState, restored({ answers: { q1: 'yes' }, page: 2, verification: proof }));
    expect(state).toMatchObject({ phase: 'answering', answers: { q1: 'yes' }, page: 2, verification: proof, restored: true });
    expect(state.draftVersion).toBe(0); // restoring writes nothing back
  });

  it('marks a draft owned by another tab', () => {
    expect(run(initialAnsweringState, restored({ owned: false })).draftElsewhere).toBe(true);
  });
});

describe('answers typed into the server\'s first view before the page was live', () => {
  it('join the draft\'s answers, newer over older, and are written to the draft', () => {
    const state = run(initialAnsweringState, restored({ answers: { q1: 'draft', q2: 'old' }, typed: { q2: 'typed', q3: 'new' } }));
    expect(state).toMatchObject({ phase: 'answering', answers: { q1: 'draft', q2: 'typed', q3: 'new' }, restored: true });
    expect(state.draftVersion).toBe(1);
  });

  it('alone are no restored draft: the page does not say "your unfinished answers were restored"', () => {
    const state = run(initialAnsweringState, restored({ typed: { q1: 'typed' } }));
    expect(state).toMatchObject({ answers: { q1: 'typed' }, restored: false, draftVersion: 1 });
  });

  it('typed while the page got ready replace, add and clear answers, and the answer components start again with them', () => {
    const start = run(initialAnsweringState, restored({ answers: { q1: 'a', q2: 'b' } }));
    const state = run(start, { type: 'typedBeforeLive', answers: { q1: 'A', q2: undefined, q3: 7 } });
    expect(state.answers).toEqual({ q1: 'A', q3: 7 });
    expect(state.round).toBe(start.round + 1);
    expect(state.draftVersion).toBe(start.draftVersion + 1);
  });

  it('none new still asks for the draft to be written once more (the keeper\'s copy goes after it), and remounts nothing', () => {
    const state = run(answering, { type: 'typedBeforeLive', answers: {} });
    expect(state.answers).toBe(answering.answers);
    expect(state.round).toBe(answering.round);
    expect(state.draftVersion).toBe(answering.draftVersion + 1);
  });
});

describe('answering', () => {
  it('keeps, replaces and removes an answer, each a change for the draft', () => {
    const state = run(answering,
      { type: 'change', elementId: 'q1', value: 'a' },
      { type: 'change', elementId: 'q2', value: 3 },
      { type: 'change', elementId: 'q1', value: undefined });
    expect(state.answers).toEqual({ q2: 3 });
    expect(state.draftVersion).toBe(3);
  });

  it('remembers a question left once, and no other', () => {
    const once = run(answering, { type: 'blur', elementId: 'q1' });
    expect([...once.touched]).toEqual(['q1']);
    expect(run(once, { type: 'blur', elementId: 'q1' })).toBe(once);
  });

  it('shows every problem of a page after a refused "Next", and forgets that on another page', () => {
    const refused = run(answering, { type: 'pageRefused' });
    expect(refused.attempted).toBe(true);
    const moved = run(refused, { type: 'goTo', page: 1 });
    expect(moved).toMatchObject({ page: 1, attempted: false, draftVersion: 1 });
  });
});

describe('proofs', () => {
  it('a verification or a typed captcha clears the "missing" note; clearing them does not', () => {
    const missing = run(answering, { type: 'proofRefused', proof: 'verification' });
    expect(missing).toMatchObject({ proofMissing: 'verification', attempted: true });
    expect(run(missing, { type: 'verified', verification: null }).proofMissing).toBe('verification');
    const verified = run(missing, { type: 'verified', verification: proof });
    expect(verified).toMatchObject({ proofMissing: null, verification: proof, draftVersion: 1 });
    const noCaptcha = run(answering, { type: 'proofRefused', proof: 'captcha' });
    expect(run(noCaptcha, { type: 'captchaTyped', answer: '  ' }).proofMissing).toBe('captcha');
    expect(run(noCaptcha, { type: 'captchaTyped', answer: 'x7k' })).toMatchObject({ proofMissing: null, captchaAnswer: 'x7k' });
  });
});

describe('submitting', () => {
  it('a refused submission shows the problems, on the first page that has one', () => {
    const state = run(answering, { type: 'submitRefused', page: 2 });
    expect(state).toMatchObject({ attempted: true, page: 2, phase: 'answering' });
    expect(run(answering, { type: 'goTo', page: 1 }, { type: 'submitRefused', page: null }).page).toBe(1);
  });

  it('saving, then saved: the thank-you page', () => {
    const saving = run(answering, { type: 'change', elementId: 'q1', value: 'a' }, { type: 'saving' });
    expect(saving).toMatchObject({ phase: 'saving', attempted: true, saveError: null });
    expect(run(saving, { type: 'saved', another: false })).toMatchObject({ phase: 'saved', restored: false, answers: { q1: 'a' } });
  });

  it('a failed write goes back to the answers with the error, which the next try clears', () => {
    const failed = run(answering, { type: 'saving' }, { type: 'saveFailed', error: new Error('disk full') });
    expect(failed.phase).toBe('answering');
    expect(failed.saveError).toBeInstanceOf(Error);
    expect(run(failed, { type: 'saving' }).saveError).toBeNull();
  });

  it('"submit another" starts an empty form at once and says the last one was saved', () => {
    const filled = run(answering,
      { type: 'change', elementId: 'q1', value: 'a' }, { type: 'blur', elementId: 'q1' }, { type: 'goTo', page: 1 },
      { type: 'verified', verification: proof }, { type: 'captchaTyped', answer: 'abc' }, { type: 'saving' });
    const next = run(filled, { type: 'saved', another: true });
    expect(next).toMatchObject({
      phase: 'answering', answers: {}, page: 0, attempted: false, verification: null, captchaAnswer: '',
      proofMissing: null, restored: false, savedInRow: 1, round: filled.round + 1,
    });
    expect(next.touched.size).toBe(0);
    expect(next.draftVersion).toBe(filled.draftVersion); // the empty form writes no draft by itself
  });
});

describe('reset and the device', () => {
  it('"clear and start over" empties a restored form but keeps what is known about the device', () => {
    const state = run(initialAnsweringState, restored({ answers: { q1: 'a' }, owned: false }), { type: 'draftWritten', ok: false }, { type: 'reset' });
    expect(state).toMatchObject({ phase: 'answering', answers: {}, restored: false, savedInRow: 0, round: 1, draftElsewhere: true, draftFailed: true });
  });

  it('says when the draft could not be written, until a write succeeds', () => {
    const failed = run(answering, { type: 'draftWritten', ok: false });
    expect(failed.draftFailed).toBe(true);
    expect(run(failed, { type: 'draftWritten', ok: false })).toBe(failed);
    expect(run(failed, { type: 'draftWritten', ok: true }).draftFailed).toBe(false);
  });
});

describe('what stops a submission', () => {
  const none = { verification: 'none', requireCaptcha: false } as const;
  const clean = { any: false, wrongPage: null, shownPage: 0 };

  it('problems first, leading to the first page that has one when it is not the page shown', () => {
    expect(submitRefusal(answering, none, {}, { any: true, wrongPage: 2, shownPage: 0 })).toEqual({ type: 'submitRefused', page: 2 });
    expect(submitRefusal(answering, none, {}, { any: true, wrongPage: 0, shownPage: 0 })).toEqual({ type: 'submitRefused', page: null });
  });

  it('a verification the form asks for, unless it may wait for the connection', () => {
    const email = { verification: 'email', requireCaptcha: false } as const;
    expect(submitRefusal(answering, email, {}, clean)).toEqual({ type: 'proofRefused', proof: 'verification' });
    expect(submitRefusal(answering, email, { verificationCanWait: true }, clean)).toBeNull();
    expect(submitRefusal(run(answering, { type: 'verified', verification: proof }), email, {}, clean)).toBeNull();
  });

  it('the captcha on screen, typed; none is asked when it could not be shown (offline)', () => {
    const captcha = { verification: 'none', requireCaptcha: true } as const;
    expect(submitRefusal(answering, captcha, { captchaId: 'c1' }, clean)).toEqual({ type: 'proofRefused', proof: 'captcha' });
    expect(submitRefusal(run(answering, { type: 'captchaTyped', answer: 'x7k' }), captcha, { captchaId: 'c1' }, clean)).toBeNull();
    expect(submitRefusal(answering, captcha, {}, clean)).toBeNull();
  });
});
