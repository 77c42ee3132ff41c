import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicFormSchema } from '#core/forms';
import { loadDraft } from '#offline/index';
import { createDraftWriter } from '#app/features/answering/flow/draft-writer';
import { confirmCode, requestCode, stillValid } from '#app/shared/verification/verification-api';

const form = publicFormSchema.parse({
  id: 7, shortUrl: 'abc123', version: 3,
  design: { title: 'Khảo sát', phases: [{ id: 'p1', elements: [] }, { id: 'p2', elements: [] }] },
});
const proof = { token: 'tok-1', target: 'an@gov.vn', expiresAt: '2999-01-01T00:00:00.000Z' };

/** the writer reports each write; wait for the first one */
const settled = (results: boolean[]) => vi.waitFor(() => expect(results.length).toBeGreaterThan(0));

/** Frames the test paints by hand: `paint()` runs the callbacks waiting for the next frame. */
function manualFrames() {
  let waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    paint: () => {
      const now = waiting;
      waiting = [];
      now.forEach((callback) => callback(0));
    },
  };
}

describe('the answer draft', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('comes back after a reload with the answers, the page and the verified address', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const results: boolean[] = [];
    const writer = createDraftWriter(form, (ok) => results.push(ok));
    writer.save({ answers: { name: 'An' }, page: 1, verification: proof });
    await settled(results);
    expect(results).toEqual([true]);
    const draft = await loadDraft(7);
    expect(draft).toMatchObject({ formId: 7, formVersion: 3, answers: { name: 'An' }, page: 1, verification: proof });
  });

  it('is written after the frame that shows the change, not in the keypress\'s own frame', async () => {
    const frames = manualFrames();
    const results: boolean[] = [];
    const writer = createDraftWriter(form, (ok) => results.push(ok));
    writer.save({ answers: { name: 'A' }, page: 0, verification: null });
    writer.save({ answers: { name: 'An' }, page: 0, verification: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(results).toEqual([]);
    frames.paint();
    await settled(results);
    expect(results).toEqual([true]);
    expect((await loadDraft(7))?.answers).toEqual({ name: 'An' });
  });

  it('is written even while the page is hidden (no frames): a moment later at the latest', async () => {
    manualFrames();
    const results: boolean[] = [];
    const writer = createDraftWriter(form, (ok) => results.push(ok));
    writer.save({ answers: { name: 'Bình' }, page: 0, verification: null });
    await settled(results);
    expect((await loadDraft(7))?.answers).toEqual({ name: 'Bình' });
  });

  it('is removed once nothing is left in it', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const results: boolean[] = [];
    const writer = createDraftWriter(form, (ok) => results.push(ok));
    writer.save({ answers: {}, page: 0, verification: null });
    await settled(results);
    expect(await loadDraft(7)).toBeNull();
  });

  it('forgets a verification that expired meanwhile', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(stillValid(proof, now)).toEqual(proof);
    expect(stillValid({ ...proof, expiresAt: '2025-05-31T23:59:59Z' }, now)).toBeNull();
    expect(stillValid({ ...proof, expiresAt: 'never' }, now)).toBeNull();
    expect(stillValid(undefined, now)).toBeNull();
  });
});

describe('asking for and confirming a verification code', () => {
  afterEach(() => vi.unstubAllGlobals());

  const reply = (responseData: unknown) => new Response(JSON.stringify({ success: true, responseData }), { status: 200 });

  it('sends the email to generate-email-otp/{id} and the phone with the form to generate-sms-otp', async () => {
    const fetch = vi.fn(() => Promise.resolve(reply({ expiresIn: 300, resendAfter: 60 })));
    vi.stubGlobal('fetch', fetch);
    expect(await requestCode('email', 7, 'an@gov.vn')).toEqual({ expiresIn: 300, resendAfter: 60 });
    await requestCode('sms', 7, '0912345678');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe('/api/v1/form/generate-email-otp/7');
    expect(JSON.parse(calls[0]?.[1].body as string)).toEqual({ email: 'an@gov.vn' });
    expect(calls[1]?.[0]).toBe('/api/v1/form/generate-sms-otp');
    expect(JSON.parse(calls[1]?.[1].body as string)).toEqual({ formId: 7, phone: '0912345678' });
  });

  it('keeps the token of a confirmed code, and reports a wrong code with the server\'s message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply({ verificationToken: 'tok-9', expiresAt: '2999-01-01T00:00:00Z' }))));
    expect(await confirmCode('sms', 7, '0912345678', '123456')).toEqual({ token: 'tok-9', target: '0912345678', expiresAt: '2999-01-01T00:00:00Z' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(
      JSON.stringify({ success: false, code: 'OTP_WRONG', message: 'Mã xác minh sai hoặc đã hết hạn' }), { status: 400 },
    ))));
    await expect(confirmCode('email', 7, 'an@gov.vn', '000000')).rejects.toMatchObject({ code: 'OTP_WRONG', message: 'Mã xác minh sai hoặc đã hết hạn' });
  });
});
