import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { designerTexts, type CoverPage, type Kind, type TabName } from './designer-texts';
import { ElementEditor } from './element-editor';
import { LogicTab } from './logic-tab';
import { pressLabel, switchOn } from './toggle';

/** The form designer (tabs design, history, logic, settings, share, feedback), driven by accessible names only. */
export class DesignerPage {
  readonly logic: LogicTab;

  constructor(private readonly page: Page, private readonly lang: Lang = 'vi') {
    this.logic = new LogicTab(page, lang);
  }

  get t() {
    return designerTexts[this.lang];
  }

  async openNew(): Promise<void> {
    await this.page.goto('/forms/new');
    await this.page.getByRole('textbox', { name: this.t.formTitle }).waitFor();
  }

  async open(formId: number): Promise<void> {
    await this.page.goto(`/forms/${formId}/edit`);
    await this.page.getByRole('textbox', { name: this.t.formTitle }).waitFor();
  }

  /** The saved form's id, from the edit page's address. */
  formId(): number {
    const match = /\/forms\/(\d+)\/edit/.exec(this.page.url());
    if (!match) throw new Error(`not on a saved form's page: ${this.page.url()}`);
    return Number(match[1]);
  }

  formTitle(): Locator {
    return this.page.getByRole('textbox', { name: this.t.formTitle, exact: true });
  }

  async setTitle(title: string): Promise<void> {
    await this.formTitle().fill(title);
  }

  tab(name: TabName): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${this.t.tab(name)}`) });
  }

  async openTab(name: TabName): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** The compact cards of every section, in the order of their numbers. */
  elementRows(): Locator {
    return this.page.getByRole('grid').getByRole('row');
  }

  /** Adds an element of `kind` through the section's add chooser; it becomes question `n` and its editor opens. */
  async addElement(kind: Kind, n: number, section = 1): Promise<ElementEditor> {
    await this.page.getByRole('button', { name: this.t.addElementTo(section), exact: true }).click();
    await this.page.getByRole('menuitem', { name: this.t.kind(kind), exact: true }).click();
    const editor = new ElementEditor(this.page, n, this.t);
    await expect(editor.region).toBeVisible();
    // the designer moves focus to the new question's first field: wait for it before typing anywhere
    await expect(editor.region.getByRole('textbox').first()).toBeFocused();
    return editor;
  }

  async addQuestion(kind: 'text' | 'number' | 'radio', n: number, title: string): Promise<void> {
    const editor = await this.addElement(kind, n);
    await editor.setTitle(title);
  }

  /** Question `n`'s editor, opened from its card when another one is open. */
  async edit(n: number): Promise<ElementEditor> {
    const editor = new ElementEditor(this.page, n, this.t);
    // a tap that lands while the list re-renders is lost, as a person's would be: tap again
    await expect(async () => {
      if (!(await editor.region.isVisible())) await this.elementRows().nth(n - 1).getByText(`${n}.`, { exact: true }).click();
      await expect(editor.region).toBeVisible({ timeout: 3_000 });
    }).toPass();
    return editor;
  }

  question(n: number): Locator {
    return new ElementEditor(this.page, n, this.t).region;
  }

  async markRequired(n: number): Promise<void> {
    await (await this.edit(n)).markRequired();
  }

  async setRange(n: number, min: number, max: number): Promise<void> {
    const editor = await this.edit(n);
    await editor.fill('min', min);
    await editor.fill('max', max);
  }

  async setOptions(n: number, labels: string[]): Promise<void> {
    await (await this.edit(n)).setItems('option', labels);
  }

  /** Shows question `show` when question `when` equals the option `equals` (one rule, one condition). */
  async addShowRule(show: string, when: string, equals: string): Promise<void> {
    await this.openTab('logic');
    const rule = await this.logic.addRule();
    await this.logic.condition(rule, 1, when, 'eq', equals);
    await this.logic.show(rule, [show]);
  }

  /** The welcome or thank-you page, switched on and titled. */
  async setCover(page: CoverPage, title: string): Promise<Locator> {
    const section = this.coverSection(page);
    const shown = section.getByRole('switch', { name: this.t.showCover(page), exact: true });
    await switchOn(shown);
    await this.coverTitle(page).fill(title);
    return section;
  }

  coverSection(page: CoverPage): Locator {
    return this.page.getByRole('region', { name: this.t.cover(page), exact: true });
  }

  coverTitle(page: CoverPage): Locator {
    return this.coverSection(page).getByRole('textbox', { name: this.t.coverTitle(page), exact: true });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.save, exact: true }).click();
    await expect(this.page.getByText(this.t.saved)).toBeVisible();
  }

  /** Save while the server is out of reach: the design stays on this device. */
  async saveOnDevice(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.save, exact: true }).click();
    await expect(this.page.getByText(this.t.storedOffline)).toBeVisible();
  }

  /** The settings tab's enable switch; a reviewer's form is published at once, anyone else's waits for review. */
  async enable(expected: 'published' | 'awaitingReview' = 'published'): Promise<void> {
    await this.openTab('settings');
    const enabled = this.page.getByRole('switch', { name: this.t.enabled, exact: true });
    // the switch shows the form's status: it turns on once the server has answered, and is disabled meanwhile
    await pressLabel(enabled);
    // on a loaded machine a press while the tab was still settling was lost twice (the switch neither
    // busy nor on, nothing sent): only then is it pressed again, so a press that went through is never undone
    const registered = () => enabled.evaluate((input: HTMLInputElement) => input.checked || input.disabled);
    const went = await expect.poll(registered, { timeout: 5_000 }).toBe(true).then(() => true, () => false);
    if (!went) await pressLabel(enabled);
    await expect(this.page.getByText(this.t[expected])).toBeVisible();
    await expect(enabled).toBeChecked();
  }

  async publish(): Promise<void> {
    await this.enable('published');
  }

  /** Copies the short link from the share tab through the clipboard, as an author would, and returns it. */
  async copyShortLink(): Promise<string> {
    await this.openTab('share');
    await this.page.getByRole('button', { name: this.t.copyLink, exact: true }).click();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
