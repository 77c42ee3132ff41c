import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Quản lý đơn vị', tree: 'Cây đơn vị', departments: 'Danh sách phòng ban', addChild: 'Thêm đơn vị con', newCompany: 'Thêm đơn vị',
    name: 'Tên đơn vị', type: 'Loại đơn vị', province: 'Tỉnh, thành phố', save: 'Lưu', close: 'Đóng', notRightFormat: 'Giá trị của trường không đúng định dạng',
    addDepartment: 'Thêm phòng ban', newDepartment: 'Thêm phòng ban', depName: 'Tên phòng ban', depType: 'Loại phòng ban', specialised: 'Cơ quan chuyên môn',
    level: 'Cấp', district: 'Cấp huyện', members: (name: string) => `Thành viên của ${name}`, search: 'Tìm theo tên, tên đăng nhập hoặc email',
    searchButton: 'Tìm kiếm', add: (name: string) => `Thêm ${name}`, remove: (name: string) => `Rút ${name} khỏi phòng ban`, noDepartment: 'Đơn vị chưa có phòng ban nào.',
  },
  en: {
    section: 'Organisations', tree: 'Company tree', departments: 'Departments', addChild: 'Add a sub-company', newCompany: 'New company',
    name: 'Name', type: 'Type', province: 'Province', save: 'Save', close: 'Close', notRightFormat: 'The field value is not in the right format',
    addDepartment: 'Add a department', newDepartment: 'New department', depName: 'Name', depType: 'Type', specialised: 'Specialised agencies',
    level: 'Level', district: 'District', members: (name: string) => `Members of ${name}`, search: 'Search by name, username or email',
    searchButton: 'Search', add: (name: string) => `Add ${name}`, remove: (name: string) => `Remove ${name}`, noDepartment: 'This company has no department yet.',
  },
} as const;

/** Management → organisations, by roles and accessible names. */
export class OrganisationsPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  tree(): Locator {
    return this.page.getByRole('table', { name: this.t.tree });
  }

  /** The name button of a company in the tree (its name may be followed by the level for screen readers). */
  company(name: string): Locator {
    return this.tree().getByRole('button', { name: this.companyName(name) });
  }

  private companyName(name: string): RegExp {
    return new RegExp(`^${name}( \\(.*\\))?$`);
  }

  /** Cells of a company row: type, code, sub-companies, users, departments. */
  companyCell(name: string, index: number): Locator {
    return this.tree().getByRole('row').filter({ has: this.page.getByRole('button', { name: this.companyName(name) }) }).getByRole('cell').nth(index);
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Fills the company dialog that is open; `name` first, then the type. */
  async fillCompany(name: string): Promise<Locator> {
    const dialog = this.dialog(this.t.newCompany);
    await dialog.getByRole('textbox', { name: this.t.name }).fill(name);
    await dialog.getByRole('combobox', { name: this.t.type }).selectOption({ label: this.t.province });
    return dialog;
  }

  async createDepartment(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t.addDepartment, exact: true }).click();
    const dialog = this.dialog(this.t.newDepartment);
    await dialog.getByRole('textbox', { name: this.t.depName }).fill(name);
    await dialog.getByRole('combobox', { name: this.t.depType }).selectOption({ label: this.t.specialised });
    await dialog.getByRole('combobox', { name: this.t.level, exact: true }).selectOption({ label: this.t.district });
    await dialog.getByRole('button', { name: this.t.save }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  departmentRow(name: string): Locator {
    return this.page.getByRole('table', { name: this.t.departments }).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** Cells of a department row: type, level, users, actions. */
  userCount(name: string): Locator {
    return this.departmentRow(name).getByRole('cell').nth(2);
  }
}
