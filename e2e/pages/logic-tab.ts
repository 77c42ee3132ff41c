import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { switchOn } from './toggle';

const texts = {
  vi: {
    addRule: 'Thêm quy tắc', rule: (n: number) => `Quy tắc ${n}`, anyRule: /^Quy tắc \d+$/, addCondition: 'Thêm điều kiện',
    join: 'Kết hợp các điều kiện', and: 'Tất cả đều đúng (và)', or: 'Ít nhất một đúng (hoặc)',
    question: (c: number) => `Câu hỏi của điều kiện ${c}`, comparison: (c: number) => `Phép so sánh của điều kiện ${c}`,
    value: (c: number) => `Giá trị của điều kiện ${c}`, showWhich: (a: number) => `Thành phần được hiện (hành động ${a})`,
    comparisons: { eq: 'bằng', neq: 'khác', gt: 'lớn hơn', gte: 'lớn hơn hoặc bằng', lt: 'nhỏ hơn', lte: 'nhỏ hơn hoặc bằng' },
  },
  en: {
    addRule: 'Add rule', rule: (n: number) => `Rule ${n}`, anyRule: /^Rule \d+$/, addCondition: 'Add condition',
    join: 'Combine the conditions', and: 'All are true (and)', or: 'At least one is true (or)',
    question: (c: number) => `Question of condition ${c}`, comparison: (c: number) => `Comparison of condition ${c}`,
    value: (c: number) => `Value of condition ${c}`, showWhich: (a: number) => `Components to show (action ${a})`,
    comparisons: { eq: 'equals', neq: 'not equal', gt: 'greater than', gte: 'greater or equal', lt: 'less than', lte: 'less or equal' },
  },
} as const;

export type Comparison = keyof (typeof texts)['vi']['comparisons'];

/** Questions are listed with their number in front ("Câu 3: …" / "Q3: …"): an option is found by the text it contains. */
async function selectByText(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option "${text}"`);
  await select.selectOption(value);
}

/** The designer's logic tab: rules made of conditions (and/or) and actions. */
export class LogicTab {
  constructor(private readonly page: Page, private readonly lang: Lang) {}

  private get t() {
    return texts[this.lang];
  }

  rule(n: number): Locator {
    return this.page.getByRole('region', { name: this.t.rule(n), exact: true });
  }

  /** Adds a rule and returns its number. */
  async addRule(): Promise<number> {
    const before = await this.page.getByRole('region', { name: this.t.anyRule }).count();
    await this.page.getByRole('button', { name: this.t.addRule, exact: true }).click();
    await expect(this.rule(before + 1)).toBeVisible();
    return before + 1;
  }

  async addCondition(rule: number): Promise<void> {
    await this.rule(rule).getByRole('button', { name: this.t.addCondition, exact: true }).click();
  }

  async join(rule: number, how: 'and' | 'or'): Promise<void> {
    const group = this.rule(rule).getByRole('radiogroup', { name: this.t.join });
    await group.getByText(this.t[how], { exact: true }).click();
    await expect(group.getByRole('radio', { name: this.t[how] })).toBeChecked();
  }

  /** Condition `c`: the question (by the text of its title), the comparison, and an option's label or a number. */
  async condition(rule: number, c: number, question: string, comparison: Comparison, value: string | number): Promise<void> {
    const card = this.rule(rule);
    await selectByText(card.getByRole('combobox', { name: this.t.question(c), exact: true }), question);
    await card.getByRole('combobox', { name: this.t.comparison(c), exact: true }).selectOption({ label: this.t.comparisons[comparison] });
    if (typeof value === 'number') {
      const box = card.getByRole('textbox', { name: this.t.value(c), exact: true });
      await box.fill(String(value));
      await box.blur();
    } else {
      await card.getByRole('combobox', { name: this.t.value(c), exact: true }).selectOption({ label: value });
    }
  }

  /** Action `a` shows these elements (found by the text of their titles). */
  async show(rule: number, titles: readonly string[], a = 1): Promise<void> {
    const group = this.rule(rule).getByRole('group', { name: this.t.showWhich(a) });
    for (const title of titles) {
      const box = group.getByRole('checkbox', { name: title });
      await switchOn(box);
    }
  }
}
