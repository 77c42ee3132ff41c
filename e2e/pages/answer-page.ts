import { expect, type Locator, type Page } from '@playwright/test';
import { answeringUi } from '../support/answering-texts';
import { ui, type Lang } from '../support/languages';

type Segment = keyof (typeof answeringUi)['vi']['segments'];

/** The public form as a citizen answers it: every control found by its role and accessible name. */
export class AnswerPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return { ...ui[this.lang], ...answeringUi[this.lang] };
  }

  /** Opens a short link and waits until the app has taken over the server's first view (its fields take input before: first-paint.spec.ts). */
  async open(shortUrl: string): Promise<void> {
    await this.page.goto(`/${encodeURIComponent(shortUrl)}`);
    await expect(this.page.locator('#first-paint')).toHaveCount(0);
  }

  /** The card (list item) holding one question, found by the question's control. */
  card(control: Locator): Locator {
    return this.page.getByRole('listitem').filter({ has: control });
  }

  textbox(name: string): Locator {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  async type(name: string, text: string): Promise<void> {
    const box = this.textbox(name);
    await box.fill('');
    await box.pressSequentially(text);
  }

  /** The visible text of the card's error, e.g. "Trường này là bắt buộc". */
  errorOf(control: Locator): Locator {
    return this.card(control).locator('.field-error');
  }

  /** Types a date (and time) segment by segment with the keyboard, whatever order the language shows them in. */
  async typeDate(question: string, parts: Partial<Record<Segment, string>>): Promise<void> {
    const group = this.page.getByRole('group', { name: question, exact: true });
    for (const [segment, digits] of Object.entries(parts) as [Segment, string][]) {
      const spin = group.getByRole('spinbutton', { name: new RegExp(`^${this.t.segments[segment]},`, 'i') });
      await spin.click();
      await this.page.keyboard.type(digits);
    }
  }

  /** One box of the address; while its list is open the label's hidden "*" joins the name, hence the prefix match. */
  addressBox(box: string): Locator {
    return this.page.getByRole('combobox', { name: new RegExp(`^${escape(box)}\\*?$`) });
  }

  /**
   * Types part of a unit's name (without accents) in one address box: the list offers only the
   * units that match, and the match is picked with the keyboard.
   */
  async chooseAddress(box: string, typed: string, unit: string): Promise<void> {
    const combo = this.addressBox(box);
    await expect(combo).toBeEnabled();
    await combo.click();
    await combo.pressSequentially(typed);
    await expect.soft(this.page.getByRole('listbox').getByRole('option'), `typing "${typed}" filters the list`).toHaveText([unit], { timeout: 5_000 });
    await combo.press('ArrowDown');
    await combo.press('Enter');
    await expect(combo).toHaveValue(unit);
  }

  async attach(question: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const group = this.page.getByRole('group', { name: question, exact: true });
    const chooser = this.page.waitForEvent('filechooser');
    await group.getByRole('button', { name: this.t.chooseFiles, exact: true }).click();
    await (await chooser).setFiles(file);
    await expect(group.getByRole('list', { name: this.t.chosenFiles }).getByText(file.name)).toBeVisible();
  }

  radio(group: string, option: string): Locator {
    return this.page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: option, exact: true });
  }

  /** Radios and checkboxes are answered from the keyboard: focus, then Space. */
  async choose(group: string, option: string): Promise<void> {
    await this.press(this.radio(group, option), true);
  }

  async tick(box: Locator, checked = true): Promise<void> {
    await this.press(box, checked);
  }

  private async press(control: Locator, checked: boolean): Promise<void> {
    await control.focus();
    await this.page.keyboard.press('Space');
    await expect(control).toBeChecked({ checked });
  }

  checkbox(name: string, within?: string): Locator {
    const scope = within ? this.page.getByRole('group', { name: within, exact: true }) : this.page;
    return scope.getByRole('checkbox', { name, exact: true });
  }

  /** A short list: the button opens it from the keyboard, the option is picked in the list box. */
  async select(question: string, option: string): Promise<void> {
    const button = this.page.getByRole('button', { name: new RegExp(`${escape(question)}$`) });
    await button.focus();
    await this.page.keyboard.press('Enter');
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(button).toContainText(option);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.submit, exact: true }).click();
  }

  syncStatus(): Locator {
    return this.page.getByRole('button', { name: this.lang === 'vi' ? /^Trạng thái đồng bộ/ : /^Sync status/ });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
