import { type Locator, type Page, expect } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Tài khoản tích hợp', table: 'Danh sách tài khoản tích hợp', new: 'Thêm tài khoản tích hợp',
    createTitle: 'Thêm tài khoản tích hợp', name: 'Tên hệ thống', description: 'Mô tả', create: 'Tạo tài khoản',
    secretTitle: (name: string) => `Khoá bí mật của ${name}`, clientId: 'Mã ứng dụng (client id)', secret: 'Khoá bí mật (secret)',
    copySecret: 'Sao chép Khoá bí mật (secret)', copied: 'Đã sao chép.', done: 'Tôi đã sao chép khoá', warning: /sẽ không bao giờ được hiển thị lại/,
    enabled: 'Đang hoạt động', disabled: 'Đã vô hiệu hoá', never: 'Chưa dùng',
    disable: (name: string) => `Vô hiệu hoá tài khoản tích hợp ${name}`, delete: (name: string) => `Xoá tài khoản tích hợp ${name}`,
    deleteTitle: 'Xoá tài khoản tích hợp?', deleteConfirm: 'Xoá',
  },
  en: {
    section: 'Integration accounts', table: 'Integration accounts', new: 'New integration account',
    createTitle: 'New integration account', name: 'System name', description: 'Description', create: 'Create account',
    secretTitle: (name: string) => `Secret of ${name}`, clientId: 'Client id', secret: 'Secret',
    copySecret: 'Copy the Secret', copied: 'Copied.', done: 'I have copied the secret', warning: /will never be shown again/,
    enabled: 'Enabled', disabled: 'Disabled', never: 'Never',
    disable: (name: string) => `Disable integration account ${name}`, delete: (name: string) => `Delete integration account ${name}`,
    deleteTitle: 'Delete the integration account?', deleteConfirm: 'Delete',
  },
} as const;

/** Management → integration accounts, by roles and accessible names. */
export class IntegrationsPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  createDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t.createTitle });
  }

  /** Opens the create dialog and fills it; the scope codes are ticked by their code. */
  async fillNew(name: string, description: string, codes: readonly string[]): Promise<void> {
    await this.page.getByRole('button', { name: this.t.new, exact: true }).click();
    const dialog = this.createDialog();
    await dialog.getByRole('textbox', { name: this.t.name }).fill(name);
    await dialog.getByRole('textbox', { name: this.t.description }).fill(description);
    for (const code of codes) {
      const named = { name: new RegExp(`\\b${code}$`) };
      const box = dialog.getByRole('checkbox', named);
      // react-aria keeps the input visually hidden: the person clicks its label
      await dialog.locator('label', { has: this.page.getByRole('checkbox', named) }).click();
      await expect(box).toBeChecked();
    }
  }

  async submitNew(): Promise<void> {
    await this.createDialog().getByRole('button', { name: this.t.create, exact: true }).click();
  }

  secretDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: this.t.secretTitle(name) });
  }

  row(name: string): Locator {
    return this.page.getByRole('table', { name: this.t.table }).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  }
}
