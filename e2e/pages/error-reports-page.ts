import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Báo cáo lỗi', table: 'Danh sách báo cáo lỗi', status: 'Trạng thái', all: 'Tất cả',
    inProcess: 'Đang xử lý', handled: 'Đã xử lý', search: 'Tìm trong nội dung hoặc liên hệ', searchButton: 'Tìm kiếm',
    markHandled: /^Đánh dấu đã xử lý báo cáo lỗi số \d+$/, markInProcess: /^Chuyển báo cáo lỗi số \d+ lại đang xử lý$/,
    markedHandled: 'Đã đánh dấu báo cáo lỗi là đã xử lý.', empty: 'Không có báo cáo lỗi nào phù hợp.', one: '1 báo cáo lỗi',
  },
  en: {
    section: 'Error reports', table: 'Error reports', status: 'Status', all: 'All',
    inProcess: 'In process', handled: 'Handled', search: 'Search the content or contact', searchButton: 'Search',
    markHandled: /^Mark error report \d+ handled$/, markInProcess: /^Put error report \d+ back in process$/,
    markedHandled: 'The error report is marked handled.', empty: 'No error report matches.', one: '1 error report',
  },
} as const;

/** Management → error reports, by roles and accessible names. */
export class ErrorReportsPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: this.t.search }).fill(text);
    await this.page.getByRole('button', { name: this.t.searchButton, exact: true }).click();
  }

  async filterStatus(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.t.status }).selectOption({ label });
  }

  row(content: string): Locator {
    return this.page.getByRole('table', { name: this.t.table }).getByRole('row').filter({ hasText: content });
  }

  /** The cells of a row in column order: content, form, contact, date, status, action. */
  cell(row: Locator, index: number): Locator {
    return row.getByRole('cell').nth(index);
  }
}
