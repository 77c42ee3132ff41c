import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { typeDay } from './day-field';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Nhật ký thao tác', table: 'Danh sách nhật ký thao tác',
    type: 'Loại thao tác', disable: 'Ngừng hoạt động', user: 'Người thực hiện (tên hoặc tên đăng nhập)', from: 'Từ ngày', to: 'Đến ngày',
    apply: 'Lọc', open: /^Xem chi tiết bản ghi số \d+$/, entity: (id: number) => `Biểu mẫu số ${id}`, title: 'Form disabled',
    detail: /^Bản ghi nhật ký số \d+$/, data: 'Dữ liệu trước và sau thay đổi', changed: 'Đã thay đổi', close: 'Đóng',
    facts: { time: 'Thời gian', user: 'Người thực hiện', type: 'Thao tác', ip: 'Địa chỉ IP' },
  },
  en: {
    section: 'Action log', table: 'Action log records',
    type: 'Action type', disable: 'Disable', user: 'Person (name or username)', from: 'From', to: 'To',
    apply: 'Filter', open: /^View the details of record \d+$/, entity: (id: number) => `Form no. ${id}`, title: 'Form disabled',
    detail: /^Action log record \d+$/, data: 'Data before and after the change', changed: 'Changed', close: 'Close',
    facts: { time: 'Time', user: 'Person', type: 'Action', ip: 'IP address' },
  },
} as const;

/** Management → action log, by roles and accessible names. */
export class ActionLogPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  async filterType(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.t.type }).selectOption({ label });
  }

  /** The person and the days apply together with the Filter button. */
  async filterPersonAndDays(person: string, from: string, to: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: this.t.user }).fill(person);
    await typeDay(this.page, this.t.from, from);
    await typeDay(this.page, this.t.to, to);
    await this.page.getByRole('button', { name: this.t.apply, exact: true }).click();
  }

  rows(): Locator {
    return this.page.getByRole('table', { name: this.t.table }).getByRole('row');
  }

  /** The rows whose item cell reads exactly this ("Form no. 12" is not "Form no. 1"). */
  rowsOf(item: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('cell', { name: item, exact: true }) });
  }

  /** The cells of a row in column order: time, person, action, description, item, IP address, detail. */
  cell(row: Locator, index: number): Locator {
    return row.getByRole('cell').nth(index);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t.detail });
  }

  /** In the detail: the row of one field of the data table (field, before, after). */
  dataRow(field: string): Locator {
    return this.dialog().getByRole('table', { name: this.t.data }).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${field}\\b`) }) });
  }
}
