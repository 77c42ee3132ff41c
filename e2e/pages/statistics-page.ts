import { type Download, type Locator, type Page, expect } from '@playwright/test';
import type { Lang } from '../support/languages';
import { waitForServiceWorker } from '../support/service-worker';

const texts = {
  vi: {
    myForms: 'Biểu mẫu của tôi', results: (title: string) => `Xem kết quả của ${title}`, tabs: 'Các phần kết quả',
    overview: 'Tổng quan', questions: 'Câu hỏi', answers: 'Câu trả lời', showTable: 'Xem dạng bảng',
    figures: (title: string) => `Số liệu: ${title}`, filters: 'Lọc câu trả lời', question: 'Câu hỏi', answerIs: 'Câu trả lời là', filter: 'Lọc', clear: 'Bỏ lọc',
    count: (n: number) => `${n} câu trả lời`, viewNamed: /^Xem câu trả lời lúc /, close: 'Đóng', total: 'Tổng số câu trả lời',
    xlsx: 'Tải Excel (.xlsx)', csv: 'Tải CSV', statistics: 'Tải thống kê', perOption: 'Mỗi lựa chọn một cột',
    variableNames: 'Tên biến (mã câu hỏi)', storedValues: 'Giá trị lưu trữ',
    surveys: 'Quản lý khảo sát', mostUsed: '20 biểu mẫu được dùng nhiều nhất', downloaded: 'Đã tải xuống',
    offlineCopy: /Bạn đang xem bản lưu trên thiết bị\. Tải lúc /,
    addCondition: 'Thêm điều kiện', condition: (n: number) => `Điều kiện ${n}`, removeCondition: (n: number) => `Bỏ điều kiện ${n}`,
  },
  en: {
    myForms: 'My forms', results: (title: string) => `Results of ${title}`, tabs: 'Result sections',
    overview: 'Overview', questions: 'Questions', answers: 'Answers', showTable: 'Show as table',
    figures: (title: string) => `Figures: ${title}`, filters: 'Filter the answers', question: 'Question', answerIs: 'Answer is', filter: 'Filter', clear: 'Clear filters',
    count: (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`, viewNamed: /^View the answer of /, close: 'Close', total: 'Answers in total',
    xlsx: 'Download Excel (.xlsx)', csv: 'Download CSV', statistics: 'Download statistics', perOption: 'One column per option',
    variableNames: 'Variable names (question ids)', storedValues: 'Stored values',
    surveys: 'Surveys', mostUsed: 'The 20 most used forms', downloaded: 'has been downloaded',
    offlineCopy: /You are reading the copy kept on this device\. Loaded at /,
    addCondition: 'Add a condition', condition: (n: number) => `Condition ${n}`, removeCondition: (n: number) => `Remove condition ${n}`,
  },
} as const;

/** A form's results (/forms/$id/results) and the survey management page, by their accessible names. */
export class StatisticsPage {
  readonly t;

  constructor(private readonly page: Page, lang: Lang) {
    this.t = texts[lang];
  }

  async openFromMyForms(title: string): Promise<void> {
    await this.page.goto('/forms');
    await this.page.getByRole('heading', { level: 1, name: this.t.myForms }).waitFor();
    await this.page.getByRole('link', { name: this.t.results(title) }).click();
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  waitForServiceWorker(): Promise<void> {
    return waitForServiceWorker(this.page);
  }

  async openTab(name: 'overview' | 'questions' | 'answers'): Promise<void> {
    await this.page.getByRole('tablist', { name: this.t.tabs }).getByRole('tab', { name: this.t[name], exact: true }).click();
  }

  /** The figures table of one question, opened from its "Show as table" disclosure. */
  async figures(question: string): Promise<Locator> {
    const card = this.page.getByRole('region', { name: question });
    await card.getByText(this.t.showTable).click();
    return card.getByRole('table', { name: this.t.figures(question) });
  }

  /** The numbers of one row of a figures table, as shown. */
  async rowCells(table: Locator, label: string): Promise<string[]> {
    const row = table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
    return row.getByRole('cell').allInnerTexts();
  }

  async filterByAnswer(question: string, choice: RegExp): Promise<void> {
    const filters = this.page.getByRole('form', { name: this.t.filters });
    await this.chooseAnswer(filters.getByRole('group', { name: this.t.condition(1) }), question, choice);
    await filters.getByRole('button', { name: this.t.filter, exact: true }).click();
  }

  /** "Add a condition", then a question and one of its choices in the new condition; all conditions must hold. */
  async addAnswerCondition(question: string, choice: RegExp): Promise<void> {
    const filters = this.page.getByRole('form', { name: this.t.filters });
    await filters.getByRole('button', { name: this.t.addCondition }).click();
    await this.chooseAnswer(filters.getByRole('group', { name: this.t.condition(2) }), question, choice);
    await filters.getByRole('button', { name: this.t.filter, exact: true }).click();
  }

  async removeAnswerCondition(n: number): Promise<void> {
    const filters = this.page.getByRole('form', { name: this.t.filters });
    await filters.getByRole('button', { name: this.t.removeCondition(n) }).click();
    await filters.getByRole('button', { name: this.t.filter, exact: true }).click();
  }

  private async chooseAnswer(condition: Locator, question: string, choice: RegExp): Promise<void> {
    await condition.getByRole('combobox', { name: this.t.question }).selectOption({ label: question });
    const answer = condition.getByRole('combobox', { name: this.t.answerIs });
    const label = (await answer.locator('option').allInnerTexts()).find((text) => choice.test(text));
    if (!label) throw new Error(`no choice matching ${choice} for ${question}`);
    await answer.selectOption({ label });
  }

  answerCount(n: number): Locator {
    return this.page.getByText(this.t.count(n), { exact: true });
  }

  answerRows(): Locator {
    return this.page.locator('table.stats-answers tbody tr');
  }

  async openFirstAnswer(): Promise<Locator> {
    await this.answerRows().first().getByRole('button', { name: this.t.viewNamed }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Picks one choice of how the answers file reads (header row, option labels or values). */
  async chooseExportLayout(option: 'variableNames' | 'storedValues' | 'perOption'): Promise<void> {
    // from the keyboard, as the answering page does: the radio input itself is visually hidden
    const radio = this.page.getByRole('radio', { name: this.t[option], exact: true });
    await radio.focus();
    await this.page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }

  async download(what: 'xlsx' | 'csv' | 'statistics'): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: this.t[what], exact: true }).click();
    return waiting;
  }
}
