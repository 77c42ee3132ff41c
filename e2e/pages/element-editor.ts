import { expect, type Locator, type Page } from '@playwright/test';
import type { DesignerTexts, Field, ListNoun } from './designer-texts';
import { switchOn } from './toggle';
import { typeTime } from './day-field';

/** The open editor of question `n` (its region "Câu hỏi n"), driven by accessible names only. */
export class ElementEditor {
  constructor(private readonly page: Page, readonly n: number, private readonly t: DesignerTexts) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: this.t.question(this.n), exact: true });
  }

  textbox(name: string): Locator {
    return this.region.getByRole('textbox', { name, exact: true });
  }

  fieldBox(field: Field): Locator {
    return this.textbox(this.t.field(field, this.n));
  }

  async setTitle(title: string): Promise<void> {
    await this.textbox(this.t.questionTitle(this.n)).fill(title);
  }

  async markRequired(): Promise<void> {
    await this.check(this.t.required(this.n));
  }

  /** Text and number options; a number field takes its value when it loses focus. */
  async fill(field: Field, value: string | number): Promise<void> {
    const box = this.fieldBox(field);
    await box.fill(String(value));
    await box.blur();
  }

  async choose(field: Field, label: string): Promise<void> {
    await this.region.getByRole('combobox', { name: this.t.field(field, this.n), exact: true }).selectOption({ label });
  }

  /** One of the question's own on/off options. */
  async turnOn(field: Field): Promise<void> {
    await this.check(this.t.field(field, this.n));
  }

  private async check(name: string): Promise<void> {
    const control = this.region.getByRole('switch', { name, exact: true });
    await switchOn(control);
  }

  /** A time of day ("HH:mm") typed into the editor's time field, segment by segment. */
  async setTime(field: Field, value: string): Promise<void> {
    await typeTime(this.region, this.t.field(field, this.n), value);
  }

  /** Rich text: `bold` in bold (the editor's Ctrl+B), then `plain`. */
  async writeRichText(name: string, bold: string, plain: string): Promise<void> {
    const editor = this.region.getByRole('textbox', { name, exact: true });
    await editor.click();
    await this.page.keyboard.press('Control+b');
    await this.page.keyboard.type(bold);
    await this.page.keyboard.press('Control+b');
    await this.page.keyboard.type(plain);
    await expect(editor.locator('strong')).toHaveText(bold);
  }

  async describe(bold: string, plain: string): Promise<void> {
    await this.writeRichText(this.t.questionDescription(this.n), bold, plain);
  }

  /** Options, grid rows or grid columns typed one by one (adding fields as needed). */
  async setItems(noun: ListNoun, labels: readonly string[]): Promise<void> {
    for (const [index, label] of labels.entries()) {
      const field = this.textbox(this.t.item(noun, index + 1, this.n));
      if ((await field.count()) === 0) await this.region.getByRole('button', { name: this.t.addItem(noun, this.n), exact: true }).click();
      await field.fill(label);
    }
  }

  /** Options pasted as lines, replacing the ones there. */
  async pasteItems(noun: ListNoun, lines: readonly string[]): Promise<void> {
    await this.region.getByRole('button', { name: this.t.pasteLines(noun, this.n), exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: this.t.pasteDialogLines }).fill(lines.join('\n'));
    await dialog.getByText(this.t.pasteReplace, { exact: true }).click();
    await dialog.getByRole('button', { name: this.t.pasteApply, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }

  async pickRatingIcon(icon: 'star' | 'heart' | 'like'): Promise<void> {
    const group = this.region.getByRole('radiogroup', { name: this.t.field('ratingIcon', this.n), exact: true });
    await group.getByText(this.t.ratingIcons[icon], { exact: true }).click();
    await expect(group.getByRole('radio', { name: this.t.ratingIcons[icon] })).toBeChecked();
  }

  async setColumn(c: number, title: string, radioOptions?: readonly string[]): Promise<void> {
    await this.textbox(this.t.columnTitle(this.n, c)).fill(title);
    if (!radioOptions) return;
    await this.region.getByRole('combobox', { name: this.t.columnType(this.n, c), exact: true }).selectOption({ label: this.t.radioColumnType });
    for (const [index, label] of radioOptions.entries()) await this.textbox(this.t.columnOption(this.n, c, index + 1)).fill(label);
  }

  async setRowLabels(labels: readonly string[]): Promise<void> {
    for (const [index, label] of labels.entries()) await this.textbox(this.t.rowLabel(this.n, index + 1)).fill(label);
  }

  /** Chooses a picture file, uploads it whole, and waits for the server's answer. */
  async uploadImage(name: string, png: Buffer): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.region.getByRole('button', { name: this.t.chooseImage(this.n), exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png });
    await this.region.getByRole('button', { name: this.t.uploadWholeImage, exact: true }).click();
    await expect(this.region.getByText(this.t.imageUploaded)).toBeAttached();
  }
}
