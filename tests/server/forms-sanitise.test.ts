import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type FormDesign, type FormDetail, type PublicForm, formDesignSchema } from '#core/forms';
import { formVersions, forms } from '#server/db/schema/index';
import { type TestApp, createForm, createTestApp, createUser, data, sampleDesign, signIn } from './helpers';

let t: TestApp;
let alice: string;

const script = '<p>Hello<script>alert(1)</script></p>';
const handler = '<p onclick="steal()">Look</p><img src=x onerror="alert(1)">';
const jsLink = '<p><a href="javascript:alert(document.cookie)">click</a> <a href="https://example.vn" target="_blank">site</a></p>';
const styled = '<p><span style="color: #c00000; background-color: rgb(255, 255, 0); font-family: Arial, Helvetica, sans-serif; font-size: 20px; position: fixed">Red</span> <strong>bold</strong> <u>under</u></p>';
const overlay = '<p>Part two<span style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999">cover</span><script>alert(1)</script></p>';

function hostileDesign() {
  return sampleDesign({
    title: 'Plain <b>title</b>',
    description: script,
    welcome: { title: 'Welcome', description: handler },
    thankYou: { title: 'Thanks', description: jsLink },
    phases: [{ id: 'p1', description: overlay, elements: [
      { id: 'q1', kind: 'text', title: 'Name <i>here</i>', description: styled },
      { id: 'q2', kind: 'quote', title: 'Quote', content: '<blockquote>Said</blockquote><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>' },
    ] }],
    logic: [],
  });
}

async function storedDesigns(formId: number): Promise<FormDesign[]> {
  const [row] = await t.db.select().from(forms).where(eq(forms.id, formId));
  const versions = await t.db.select().from(formVersions).where(eq(formVersions.formId, formId));
  return [row!.design as FormDesign, ...versions.map((v) => v.design as FormDesign)];
}

function expectInert(design: FormDesign) {
  const text = JSON.stringify(design);
  for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<img', '<iframe', 'onload', 'position', 'z-index', '100vw']) expect(text).not.toContain(bad);
  expect(design.description).toBe('<p>Hello</p>');
  expect(design.welcome?.description).toBe('<p>Look</p>');
  expect(design.thankYou?.description).toBe('<p><a rel="noopener noreferrer">click</a> <a href="https://example.vn" rel="noopener noreferrer">site</a></p>');
  expect(design.phases[0]?.description).toBe('<p>Part two<span>cover</span></p>');
  const [q1, q2] = design.phases[0]!.elements;
  // only the editor's styles: colour, its fonts and its sizes
  expect(q1?.description).toBe('<p><span style="color: #c00000; font-family: Arial, Helvetica, sans-serif; font-size: 20px">Red</span> <strong>bold</strong> <u>under</u></p>');
  expect(q2?.content).toBe('<blockquote>Said</blockquote>');
  // plain fields are rendered as text by React: left exactly as typed
  expect(design.title).toBe('Plain <b>title</b>');
  expect(q1?.title).toBe('Name <i>here</i>');
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'alice', password: 'Pass-word1' });
  alice = await signIn(t, 'alice', 'Pass-word1');
});
afterAll(async () => { await t.close(); });

describe('rich text (decision 3)', () => {
  it('stores script, event-handler and javascript: payloads inert on create, keeping the allowed styles', async () => {
    const res = await t.request({ method: 'POST', url: api.formCreate, cookie: alice, payload: { design: hostileDesign() } });
    expect(res.statusCode).toBe(200);
    expectInert(data<FormDetail>(res).design);
    for (const design of await storedDesigns(data<FormDetail>(res).id)) expectInert(design);
  });

  it('sanitises on update, on restore of an old unsanitised version, and on clone', async () => {
    const created = data<FormDetail>(await t.request({ method: 'POST', url: api.formCreate, cookie: alice, payload: { design: sampleDesign() } }));
    const saved = await t.request({ method: 'POST', url: api.formUpdate, cookie: alice, payload: { id: created.id, baseVersion: 1, design: hostileDesign() } });
    expect(saved.statusCode).toBe(200);
    for (const design of await storedDesigns(created.id)) if (design.description !== '') expectInert(design);

    // a version written before sanitising existed comes back clean
    await t.db.update(formVersions).set({ design: formDesignSchema.parse(hostileDesign()) }).where(eq(formVersions.formId, created.id));
    const restored = await t.request({ method: 'POST', url: api.formRestore(created.id, 2), cookie: alice, payload: { baseVersion: 2 } });
    expect(restored.statusCode).toBe(200);
    expectInert(data<FormDetail>(restored).design);

    await t.db.update(forms).set({ design: formDesignSchema.parse(hostileDesign()) }).where(eq(forms.id, created.id));
    const clone = await t.request({ method: 'POST', url: api.formClone(created.id), cookie: alice, headers: { 'accept-language': 'en' } });
    expect(clone.statusCode).toBe(200);
    const cloneDesign = data<FormDetail>(clone).design;
    expectInert({ ...cloneDesign, title: 'Plain <b>title</b>' });
    expect(cloneDesign.title).toBe('Plain <b>title</b> (copy)');
  });

  it('serves a design stored before sanitising clean, through the short link (anonymous) and the authoring detail', async () => {
    const form = await createForm(t, await signIn(t), sampleDesign());
    await t.db.update(forms).set({ design: formDesignSchema.parse(hostileDesign()) }).where(eq(forms.id, form.id));
    const shortLink = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) });
    expect(shortLink.statusCode).toBe(200);
    expectInert(data<PublicForm>(shortLink).design);
    const detail = await t.request({ method: 'GET', url: api.form(form.id), cookie: await signIn(t) });
    expect(detail.statusCode).toBe(200);
    expectInert(data<FormDetail>(detail).design);
  });
});
