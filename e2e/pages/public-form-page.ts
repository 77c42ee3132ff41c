import { expect, type Page } from '@playwright/test';
import { ui, type Lang } from '../support/languages';

export class PublicFormPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'vi') {}

  get t() {
    return ui[this.lang];
  }

  field(title: string) {
    return this.page.getByRole('textbox', { name: title });
  }

  async choose(question: string, option: string): Promise<void> {
    await this.page.getByRole('radiogroup', { name: question }).getByText(option, { exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.submit, exact: true }).click();
  }

  async expectSavedOnDevice(): Promise<void> {
    await expect(this.page.getByText(this.t.savedOnDevice)).toBeVisible();
  }

  async startAnother(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.submitAnother }).click();
  }
}
