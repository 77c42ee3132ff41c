import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#core/api';
import { FIRST_SCREEN_CARDS, type PublicForm, formDesignSchema } from '#core/forms';
import { failureBody } from '#server/http/envelope';
import { ApiError, notFound } from '#server/http/api-error';
import { shortLinkHtml } from '#server/first-paint/form-html';
import { html, jsonForScript } from '#core/first-view';
import type { FormDesignInput } from '#core/forms';

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

function formOf(design: FormDesignInput): PublicForm {
  return { id: 1, shortUrl: 'AbC123', version: 1, design: formDesignSchema.parse(design) };
}

const render = (design: FormDesignInput, language: 'vi' | 'en' = 'vi') => shortLinkHtml({ status: 200, form: formOf(design) }, language)?.html ?? '';

describe('the html template', () => {
  it('escapes every value and writes only its own markup', () => {
    expect(html`<p title="${HOSTILE}">${HOSTILE}</p>`.html).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>',
    );
    expect(html`<ul>${['<a>', html`<li>b</li>`]}</ul>`.html).toBe('<ul>&lt;a&gt;<li>b</li></ul>');
  });

  it('writes JSON that no text can end or comment out inside a script element, and that reads back the same', () => {
    const value = { title: '</script><!-- <script>alert(1)</script> & \u2028' };
    const json = jsonForScript(value).html;
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the first view of a short link', () => {
  it('shows the title, the description and the first page\'s questions with their options, inert as sent', () => {
    const page = render({
      title: 'Ý kiến người dân',
      description: '<p>Xin <strong>cảm ơn</strong></p>',
      phases: [
        { id: 'p1', elements: [
          { id: 'q1', kind: 'text', title: 'Họ tên', required: true },
          { id: 'q2', kind: 'radio', title: 'Bạn đi xe?', options: [{ id: 'y', label: 'Có đi' }, { id: 'n', label: 'Không đi' }], otherOption: true },
          { id: 'q3', kind: 'checkbox', title: 'Sở thích', options: [{ id: 'a', label: 'Đọc sách' }] },
          { id: 'q4', kind: 'dropdown', title: 'Tỉnh', options: [{ id: 'hn', label: 'Hà Nội' }] },
        ] },
        { id: 'p2', elements: [{ id: 'q5', kind: 'text', title: 'Trang hai' }] },
      ],
    });
    expect(page).toContain('<h1 id="first-paint-title">Ý kiến người dân</h1>');
    expect(page).toContain('<p>Xin <strong>cảm ơn</strong></p>');
    for (const text of ['Họ tên', 'Bạn đi xe?', 'Có đi', 'Không đi', 'Khác', 'Sở thích', 'Đọc sách', 'Hà Nội']) expect(page).toContain(text);
    expect(page).not.toContain('Trang hai');
    expect(page).toContain('<fieldset class="answer-fieldset" disabled>');
    expect(page).toContain('<label class="field-label" for="first-paint-q1">Họ tên<span class="required-marker" aria-hidden="true">*</span></label>');
    expect(page).toContain('role="status">Đang mở biểu mẫu…</p>');
    expect(page).toContain('>Tiếp theo</button>'); // a first page of two
  });

  it('names each question and gives each control the value its answer stores; what the app alone can answer stays disabled', () => {
    const page = render({
      title: 'F',
      phases: [{ id: 'p1', elements: [
        { id: 'name', kind: 'text', title: 'Tên', maxLength: 80 },
        { id: 'age', kind: 'number', title: 'Tuổi', min: 0 },
        { id: 'born', kind: 'date', title: 'Ngày sinh' },
        { id: 'ward', kind: 'radio', title: 'Phường', options: [{ id: 'w1', label: 'An Phú' }], otherOption: true },
        { id: 'likes', kind: 'checkbox', title: 'Thích', options: [{ id: 'l1', label: 'Đọc' }] },
        { id: 'drives', kind: 'boolean', title: 'Lái xe?' },
        { id: 'score', kind: 'linearScale', title: 'Điểm', min: 1, max: 3 },
        { id: 'city', kind: 'dropdown', title: 'Tỉnh', options: [{ id: 'hn', label: 'Hà Nội' }] },
      ] }],
    });
    for (const id of ['name', 'age', 'born', 'ward', 'likes', 'drives', 'score', 'city']) expect(page).toContain(`data-question="${id}"`);
    expect(page).toContain('<input id="first-paint-name" class="answer-input" type="text" placeholder="" maxlength="80">');
    expect(page).toContain('<input id="first-paint-age" class="answer-input" type="text" placeholder="" inputmode="numeric">');
    expect(page).toContain('<input id="first-paint-born" class="answer-input" type="text" placeholder="" disabled>');
    expect(page).toContain('<input type="radio" name="first-paint-ward" value="w1">An Phú');
    expect(page).toContain('<input type="radio" name="first-paint-ward" value="" disabled>Khác');
    expect(page).toContain('<input type="checkbox" value="l1">');
    expect(page).toContain('value="true">Có');
    expect(page).toContain('value="false">Không');
    expect([...page.matchAll(/name="first-paint-score" value="(\d)"/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(page).toContain('<option value="hn">Hà Nội</option>');
    expect(page.match(/<button[^>]*>/g)?.every((button) => button.endsWith(' disabled>'))).toBe(true);
    expect(page).toContain('<form class="answer-form" aria-labelledby="first-paint-title" data-form-id="1">');
  });

  it('leaves a form that needs sign-in without the id the keeper looks for: it stays inert until the app knows who is there', () => {
    const page = render({ title: 'F', settings: { requireAuth: true }, phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: 'Tên' }] }] });
    expect(page).toContain('<form class="answer-form" aria-labelledby="first-paint-title"><fieldset class="answer-fieldset" disabled>');
    expect(page).not.toContain('data-form-id');
  });

  it('escapes hostile titles and options, and passes rich text through the sanitiser', () => {
    const page = render({
      title: HOSTILE,
      description: '<p onclick="alert(3)">ok</p><script>alert(4)</script><a href="javascript:alert(5)">x</a>',
      phases: [{ id: 'p1', elements: [
        { id: 'q1', kind: 'radio', title: HOSTILE, options: [{ id: 'a', label: HOSTILE }] },
        { id: 'q2', kind: 'text', title: 'T', placeholder: HOSTILE },
      ] }],
    });
    expect(page).not.toMatch(/<script|<img src="?x/);
    // no event handler among the attributes of any tag (quoted values are skipped: escaped text is harmless there)
    expect(page).not.toMatch(/<[a-z0-9]+(?:\s+[a-z-]+(?:="[^"]*")?)*\s+on\w+=/i);
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<p>ok</p>');
  });

  it('leaves out what logic hides until an answer shows it, and starts with the welcome page when there is one', () => {
    const design: FormDesignInput = {
      title: 'F',
      phases: [{ id: 'p1', elements: [
        { id: 'q1', kind: 'radio', title: 'Drive?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] },
        { id: 'q2', kind: 'text', title: 'Which car?' },
      ] }],
      logic: [{ id: 'r1', join: 'and', conditions: [{ elementId: 'q1', comparison: 'eq', value: 'yes' }], actions: [{ type: 'show', elementIds: ['q2'] }] }],
    };
    const page = render(design, 'en');
    expect(page).toContain('Drive?');
    expect(page).not.toContain('Which car?');
    expect(page).toContain('>Submit</button>');
    const welcome = render({ ...design, welcome: { title: 'Welcome, citizen', buttonText: 'Begin' } }, 'en');
    expect(welcome).toContain('<h1 id="first-paint-title">Welcome, citizen</h1>');
    expect(welcome).toContain('>Begin</button>');
    expect(welcome).not.toContain('Drive?');
  });

  it('shows only the first screens of a long page (the app renders the rest once live), in order', () => {
    const elements = Array.from({ length: 300 }, (_, i) => ({ id: `q${i}`, kind: 'text' as const, title: `Câu hỏi số ${i}.` }));
    const page = render({ title: 'Dài', phases: [{ id: 'p1', elements }] });
    const shown = [...page.matchAll(/Câu hỏi số (\d+)\./g)].map((m) => Number(m[1]));
    expect(shown).toEqual(Array.from({ length: FIRST_SCREEN_CARDS }, (_, i) => i));
    expect(page.match(/class="card answer-card"/g)).toHaveLength(FIRST_SCREEN_CARDS);
  });

  it('says why a form takes no answers: closed with the author\'s message, not open yet with the date, not found', () => {
    const closed = shortLinkHtml({ status: 403, failure: { ...failureBody('en', new ApiError(403, ErrorCode.FormClosed, { key: 'validation.expired' })), errors: [{ field: 'inactiveMessage', message: `Bye ${HOSTILE}` }] } }, 'en')?.html ?? '';
    expect(closed).toContain('<h1 id="first-paint-title">The form is expired</h1>');
    expect(closed).toContain('Bye &quot;&gt;&lt;script&gt;');
    expect(closed).not.toContain('<form');
    const notStarted = shortLinkHtml({ status: 403, failure: { ...failureBody('vi', new ApiError(403, ErrorCode.FormNotStarted, { key: 'error.formNotStarted' })), errors: [{ field: 'opensAt', message: '2030-01-02T03:00:00.000Z' }] } }, 'vi')?.html ?? '';
    expect(notStarted).toContain('Biểu mẫu mở nhận câu trả lời từ 02/01/2030');
    const missing = shortLinkHtml({ status: 404, failure: failureBody('en', notFound()) }, 'en')?.html ?? '';
    expect(missing).toContain('Form not found');
    expect(shortLinkHtml({ status: 500, failure: failureBody('en', new ApiError(500, ErrorCode.Server, { key: 'error.server' })) }, 'en')).toBeNull();
  });
});
