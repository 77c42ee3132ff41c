import { expect, type Locator, type Page } from '@playwright/test';
import { ui, type Lang } from '../support/languages';

/** Questions are listed with their number in front ("Câu 3: …"), so an option is found by the text it contains. */
async function selectByText(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option "${text}"`);
  await select.selectOption(value);
}

/** The form designer, driven by accessible names only. */
export class DesignerPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'vi') {}

  get t() {
    return ui[this.lang];
  }

  async openNew(): Promise<void> {
    await this.page.goto('/forms/new');
    await this.page.getByRole('textbox', { name: this.t.formTitle }).waitFor();
  }

  async setTitle(title: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.t.formTitle }).fill(title);
  }

  async addQuestion(kind: 'text' | 'number' | 'radio', n: number, title: string): Promise<void> {
    const button = { text: this.t.addText, number: this.t.addNumber, radio: this.t.addRadio }[kind];
    await this.page.getByRole('button', { name: button }).click();
    await this.page.getByRole('textbox', { name: this.t.questionTitle(n) }).fill(title);
  }

  question(n: number) {
    return this.page.getByRole('region', { name: this.t.question(n), exact: true });
  }

  async markRequired(n: number): Promise<void> {
    await this.page.getByRole('switch', { name: this.t.required(n) }).check({ force: true });
  }

  async setRange(n: number, min: number, max: number): Promise<void> {
    await this.question(n).getByRole('textbox', { name: this.t.minimum }).fill(String(min));
    await this.question(n).getByRole('textbox', { name: this.t.maximum }).fill(String(max));
  }

  async setOptions(n: number, labels: string[]): Promise<void> {
    const card = this.question(n);
    for (const [index, label] of labels.entries()) {
      const field = card.getByRole('textbox', { name: this.t.option(index + 1), exact: true });
      if ((await field.count()) === 0) await card.getByRole('button', { name: this.t.addOption }).click();
      await card.getByRole('textbox', { name: this.t.option(index + 1), exact: true }).fill(label);
    }
  }

  async addShowRule(show: string, when: string, equals: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t.addRule }).click();
    const rule = this.page.getByRole('group', { name: this.t.rule(1), exact: true });
    await selectByText(rule.getByRole('combobox', { name: this.t.showQuestion }), show);
    await selectByText(rule.getByRole('combobox', { name: this.t.whenQuestion }), when);
    await selectByText(rule.getByRole('combobox', { name: this.t.equalsOption }), equals);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.save, exact: true }).click();
    await expect(this.page.getByText(this.t.saved)).toBeVisible();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.publish, exact: true }).click();
    await expect(this.page.getByText(this.t.published)).toBeVisible();
  }

  /** Copies the short link through the clipboard, as an author would, and returns it. */
  async copyShortLink(): Promise<string> {
    await this.page.getByRole('button', { name: this.t.copyLink }).click();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
