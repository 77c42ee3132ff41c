import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID, INLINE_REPLY_ELEMENT_ID, SHORT_LINK_MODULES_FILE } from '#core/constants';
import { FIRST_VIEW_KEEPER_SCRIPT, MODULE_LOADER_SCRIPT } from '#core/first-view';
import { type PublicForm, formDesignSchema } from '#core/forms';
import { type FirstViewSources, shortLinkFirstView } from '#offline/sw-first-view';

const CSP = "script-src 'self' 'sha256-keeper'";
const INDEX = '<!doctype html><html lang="vi"><head><title>Khảo sát</title>'
  + '<script type="module" crossorigin src="/assets/index-1.js"></script>'
  + '<link rel="modulepreload" crossorigin href="/assets/start-2.js">'
  + '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>';
const MODULES = { route: ['/assets/route-4.js'], kinds: { text: ['/assets/text-5.js'], radio: ['/assets/radio-6.js'] } };
const ORIGIN = 'https://khaosat.example';

const form: PublicForm = {
  id: 7, shortUrl: 'AbC123', version: 2,
  design: formDesignSchema.parse({
    title: 'Ý kiến người dân', settings: { languages: ['vi', 'en'] }, translations: { en: { title: 'Citizens\' views' } },
    phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: 'Họ và tên', required: true }] }],
  }),
};

interface Kept { reply?: unknown; remembered?: PublicForm | null; language?: string; index?: string | null; modules?: string | null }

function sources(kept: Kept): FirstViewSources & { asked: string[] } {
  const asked: string[] = [];
  const file = (body: string | null | undefined, headers: Record<string, string> = {}) => (body == null ? undefined : new Response(body, { headers }));
  return {
    asked,
    precached: (path) => Promise.resolve(path === 'index.html'
      ? file(kept.index === undefined ? INDEX : kept.index, { 'content-security-policy': CSP, 'content-length': '321', 'content-type': 'text/html' })
      : path === SHORT_LINK_MODULES_FILE ? file(kept.modules === undefined ? JSON.stringify(MODULES) : kept.modules) : undefined),
    keptReply: (url) => {
      asked.push(url);
      return Promise.resolve(kept.reply === undefined ? undefined : new Response(typeof kept.reply === 'string' ? kept.reply : JSON.stringify(kept.reply)));
    },
    rememberedForm: () => Promise.resolve(kept.remembered ?? null),
    chosenLanguage: () => Promise.resolve(kept.language),
  };
}

const pageOf = async (path: string, kept: Kept) => {
  const response = await shortLinkFirstView(new URL(path, ORIGIN), sources(kept));
  return response && { response, html: await response.text() };
};

describe('the first view the service worker writes for a short link (D87)', () => {
  it('writes the kept form\'s first page, answerable by the keeper, with the precached page\'s CSP and the app loaded after the paint', async () => {
    const kept = sources({ reply: { success: true, responseData: form } });
    const response = await shortLinkFirstView(new URL('/AbC123', ORIGIN), kept);
    expect(kept.asked).toEqual([`${ORIGIN}/api/v1/form/short-url/AbC123`]);
    const html = await response!.text();
    expect(response!.headers.get('content-security-policy')).toBe(CSP);
    expect(response!.headers.get('content-length')).toBeNull();
    expect(response!.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain(`<div id="${FIRST_PAINT_ELEMENT_ID}">`);
    expect(html).toContain('<title>Ý kiến người dân</title>');
    expect(html).toMatch(/<form class="answer-form"[^>]* data-form-id="7"><fieldset class="answer-fieldset" disabled>/);
    expect(html).toContain('Họ và tên');
    // the same scripts as the server's page, which the CSP allows by their hashes
    expect(html).toContain(`<script>${FIRST_VIEW_KEEPER_SCRIPT}</script>`);
    expect(html).toContain(`<script>${MODULE_LOADER_SCRIPT}</script>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('"preload":["/assets/start-2.js","/assets/route-4.js"]');
    expect(html).toContain('["/assets/text-5.js"]');
    expect(html).not.toContain('radio-6.js');
    // no reply in the page: the app asks for the form itself, from the network when it can
    expect(html).not.toContain(INLINE_REPLY_ELEMENT_ID);
  });

  it('writes it in the language chosen on the device, and in the app\'s default otherwise', async () => {
    const english = await pageOf('/AbC123', { reply: { success: true, responseData: form }, language: 'en' });
    expect(english!.html).toContain('<html lang="en">');
    expect(english!.html).toContain('Citizens&#39; views');
    const unknown = await pageOf('/AbC123', { reply: { success: true, responseData: form }, language: 'fr' });
    expect(unknown!.html).toContain('<html lang="vi">');
  });

  it('takes the form the page kept on the device when the worker\'s copy is missing or unreadable', async () => {
    for (const reply of [undefined, '{not json', { success: true, responseData: { id: 'seven' } }]) {
      const page = await pageOf('/AbC123', { reply, remembered: form });
      expect(page!.html).toContain('data-form-id="7"');
    }
  });

  it('leaves the app shell to answer any other address, a form not kept, or a build without a page to write into', async () => {
    expect(await pageOf('/forms/12', { reply: { success: true, responseData: form } })).toBeNull();
    expect(await pageOf('/AbC', { reply: { success: true, responseData: form } })).toBeNull();
    expect(await pageOf('/AbC123', {})).toBeNull();
    expect(await pageOf('/AbC123', { reply: { success: false, code: 'NOT_FOUND', message: 'x' } })).toBeNull();
    expect(await pageOf('/AbC123', { reply: { success: true, responseData: form }, index: '<html><body>no root</body></html>' })).toBeNull();
    expect(await pageOf('/AbC123', { reply: { success: true, responseData: form }, index: null })).toBeNull();
  });

  it('writes the first view without the kinds\' modules when the build\'s list is missing or broken', async () => {
    for (const modules of [null, '{"route": "x"}']) {
      const page = await pageOf('/AbC123', { reply: { success: true, responseData: form }, modules });
      expect(page!.html).toContain('data-form-id="7"');
      expect(page!.html).toContain('"preload":["/assets/start-2.js"]');
    }
  });
});
