import { expect, type Page } from '@playwright/test';
import { chaosQuestions, type ChaosForm } from '../support/chaos-forms';
import { PublicFormPage } from './public-form-page';
import { waitForServiceWorker } from '../support/service-worker';

export interface OutboxContents {
  total: number;
  /** state → how many rows, e.g. { pending: 3 } */
  states: Record<string, number>;
}

/** One browser tab of the chaos test: a citizen answering the chaos forms in Vietnamese. */
export class ChaosTab {
  readonly form: PublicFormPage;

  constructor(readonly page: Page, readonly name: string) {
    this.form = new PublicFormPage(page, 'vi');
  }

  async open(form: ChaosForm): Promise<void> {
    await this.page.goto(`/${encodeURIComponent(form.shortUrl)}`);
    await this.expectForm(form);
  }

  async expectForm(form: ChaosForm): Promise<void> {
    await expect(this.page.getByRole('heading', { name: form.title, level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(this.form.field(chaosQuestions.code)).toHaveValue('');
  }

  async fill(code: string, household: number, satisfied: boolean): Promise<void> {
    await this.form.field(chaosQuestions.code).fill(code);
    await this.form.field(chaosQuestions.household).fill(String(household));
    await this.form.choose(chaosQuestions.satisfaction, chaosQuestions.options[satisfied ? 0 : 1]);
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

  /** The outbox as stored in IndexedDB (read raw, not through the app). */
  async outbox(): Promise<OutboxContents> {
    const states = await this.page.evaluate(() => new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('survey-offline');
      opening.onerror = () => reject(new Error(`opening the offline database: ${opening.error?.message}`));
      opening.onsuccess = () => {
        const database = opening.result;
        const reading = database.transaction('outbox', 'readonly').objectStore('outbox').getAll();
        reading.onerror = () => reject(new Error(`reading the outbox: ${reading.error?.message}`));
        reading.onsuccess = () => {
          database.close();
          resolve((reading.result as { state: string }[]).map((row) => row.state));
        };
      };
    }));
    const counts: Record<string, number> = {};
    for (const state of states) counts[state] = (counts[state] ?? 0) + 1;
    return { total: states.length, states: counts };
  }
}
