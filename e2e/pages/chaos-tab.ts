import { expect, type Locator, type Page } from '@playwright/test';
import { captchaStatus } from '../support/captcha';
import { ui } from '../support/languages';
import { chaosQuestions, type ChaosForm } from '../support/chaos-forms';
import { AnswerPage } from './answer-page';
import { PublicFormPage } from './public-form-page';
import { samplePng } from './sample-image';
import { waitForServiceWorker } from '../support/service-worker';

/** One outbox row as stored in IndexedDB (read raw, not through the app). */
export interface OutboxRow {
  responseId: string;
  state: string;
  formId: number;
  code: string | null;
}

const panelTexts = {
  title: 'Đồng bộ dữ liệu',
  verifying: 'Đang xác minh…',
  sendWithCaptcha: 'Gửi lại kèm xác thực',
  rejected: 'Bị máy chủ từ chối',
  formFull: 'Biểu mẫu đã nhận đủ số câu trả lời tối đa',
};

const photo = samplePng(32, 16);

/** One browser tab of the chaos test: a citizen answering the chaos forms in Vietnamese. */
export class ChaosTab {
  readonly form: PublicFormPage;
  private readonly answers: AnswerPage;

  constructor(readonly page: Page, readonly name: string) {
    this.form = new PublicFormPage(page, 'vi');
    this.answers = new AnswerPage(page, 'vi');
  }

  async open(form: ChaosForm): Promise<void> {
    await this.page.goto(`/${encodeURIComponent(form.shortUrl)}`);
    await this.expectForm(form);
  }

  async expectForm(form: ChaosForm): Promise<void> {
    await expect(this.page.getByRole('heading', { name: form.title, level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(this.form.field(chaosQuestions.code)).toHaveValue('');
  }

  /**
   * The three questions, and what the form's kind asks besides: the captcha (typed whether or not
   * its picture could be loaded: offline the page queues the answer without it and the outbox asks
   * later), or the photo, named after the answer's code.
   */
  async fill(form: ChaosForm, code: string, household: number, satisfied: boolean): Promise<void> {
    await this.form.field(chaosQuestions.code).fill(code);
    await this.form.field(chaosQuestions.household).fill(String(household));
    // the offline banner may move the page under the tap (issue 15): the person taps again until it is chosen
    const option = chaosQuestions.options[satisfied ? 0 : 1];
    await expect(async () => {
      await this.form.choose(chaosQuestions.satisfaction, option);
      await expect(this.page.getByRole('radiogroup', { name: chaosQuestions.satisfaction }).getByRole('radio', { name: option, exact: true })).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // the device passes the captcha by itself when it can fetch one; offline the outbox does it later
    if (form.kind === 'captcha') await expect(captchaStatus(this.page, 'vi')).not.toHaveText(panelTexts.verifying, { timeout: 20_000 });
    if (form.kind === 'attachment') await this.answers.attach(chaosQuestions.photo, { name: `${code}.png`, mimeType: 'image/png', buffer: photo });
  }

  /** "Gửi", then the thank-you page, which is shown only once the answer is durably on the device. */
  async submit(): Promise<void> {
    await this.form.submit();
    await this.form.expectSavedOnDevice();
  }

  /**
   * "Gửi câu trả lời khác". The offline banner comes and goes with the network and moves the page
   * down or up; a tap that lands while it moves misses the button, and the person taps again.
   */
  async another(): Promise<void> {
    const again = this.page.getByRole('button', { name: this.form.t.submitAnother, exact: true });
    await expect(async () => {
      if (await again.isVisible()) await again.click({ timeout: 3000 });
      await expect(this.form.field(chaosQuestions.code)).toHaveValue('', { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  }

  waitForServiceWorker(): Promise<void> {
    return waitForServiceWorker(this.page);
  }

  /** What a browser does on its own from time to time; it fails quietly while the server is out of reach. */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const check = async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      };
      await Promise.race([check(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    }).catch(() => undefined);
  }

  get updatePrompt() {
    return this.page.getByRole('region', { name: 'Cập nhật ứng dụng' });
  }

  syncStatus() {
    return this.page.getByRole('button', { name: /^Trạng thái đồng bộ/ });
  }

  /** The sync panel of the top bar: the answers that need the person, with the reason. */
  async openSyncPanel(): Promise<Locator> {
    // the person looks at this tab (a background tab gets no animation frames, which clicks wait for)
    await this.page.bringToFront();
    const panel = this.page.getByRole('dialog', { name: panelTexts.title });
    if (!(await panel.isVisible())) await this.syncStatus().click();
    await expect(panel).toBeVisible();
    return panel;
  }

  /**
   * Sends again, from the sync panel, every answer the server still wants a captcha for (the device
   * solves them by itself when the connection returns; one whose fresh captcha could not be fetched,
   * the server being down, waits here): the row's captcha is verified on its own, then "Gửi lại" (the
   * row then leaves the list while its answer is sent). Rounds until none comes back. Returns how many.
   */
  async solveCaptchas(): Promise<number> {
    const panel = await this.openSyncPanel();
    const rows = panel.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: panelTexts.sendWithCaptcha }) });
    let solved = 0;
    for (let round = 1; ; round++) {
      await expect.poll(async () => (await this.outbox()).filter((row) => row.state === 'pending').length, {
        timeout: 60_000, message: 'the answers sent again reach the server',
      }).toBe(0);
      const asking = (await this.outbox()).filter((row) => row.state === 'needs-attention' && row.code?.startsWith('CAPTCHA_')).length;
      if (asking === 0) return solved;
      expect(round, 'captcha answers keep coming back').toBeLessThanOrEqual(3);
      await expect(rows).toHaveCount(asking);
      for (let tries = 2 * asking; tries > 0 && (await rows.count()) > 0; tries--) {
        const row = rows.first();
        // this very row: it leaves the list once its answer is on its way again, by this button or by
        // the device proving it by itself on a sync that starts meanwhile (even between the count above
        // and this line: then there is no row left to take)
        const sent = await row.elementHandle({ timeout: 5000 }).catch(() => null);
        if (!sent) continue;
        await expect(async () => {
          if (await sent.isHidden()) return;
          await expect(captchaStatus(row, 'vi')).toHaveText(ui.vi.captchaVerified, { timeout: 3000 });
        }).toPass({ timeout: 30_000 });
        if (await sent.isHidden()) continue;
        // this row's own button, found in it again each time (rows above it may leave while it is tapped,
        // moving it under the finger; a fresh captcha redraws it): tapped again while the row stays
        await expect(async () => {
          if (await sent.isHidden()) return;
          const button = await sent.$(`role=button[name="${panelTexts.sendWithCaptcha}"]`);
          if (button && (await button.isEnabled())) await button.click({ timeout: 5000 });
          await sent.waitForElementState('hidden', { timeout: 10_000 });
        }).toPass({ timeout: 60_000 });
        solved++;
      }
    }
  }

  /** The rows of the sync panel for this form's answers that say the server refused them because the form is full. */
  refusedAsFull(panel: Locator, form: ChaosForm): Locator {
    return panel.getByRole('listitem').filter({ hasText: form.title }).filter({ hasText: panelTexts.rejected }).filter({ hasText: panelTexts.formFull });
  }

  /** The outbox as stored in IndexedDB (read raw, not through the app). */
  async outbox(): Promise<OutboxRow[]> {
    return this.page.evaluate(() => new Promise<OutboxRow[]>((resolve, reject) => {
      const opening = indexedDB.open('survey-offline');
      opening.onerror = () => reject(new Error(`opening the offline database: ${opening.error?.message}`));
      opening.onsuccess = () => {
        const database = opening.result;
        const reading = database.transaction('outbox', 'readonly').objectStore('outbox').getAll();
        reading.onerror = () => reject(new Error(`reading the outbox: ${reading.error?.message}`));
        reading.onsuccess = () => {
          database.close();
          type Stored = { responseId: string; state: string; submission: { formId: number }; problem?: { code?: string } | null };
          resolve((reading.result as Stored[]).map((row) => ({
            responseId: row.responseId, state: row.state, formId: row.submission.formId, code: row.problem?.code ?? null,
          })));
        };
      };
    }));
  }
}
