import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    home: 'Khảo sát ý kiến — Trang chủ', interface: 'Giao diện', configuration: 'Cấu hình hệ thống', categories: 'Danh mục',
    systemLogo: 'Logo hệ thống', choose: 'Chọn ảnh', upload: 'Tải lên', replace: 'Thay logo', remove: 'Xóa logo', current: 'Logo hiện tại',
    preview: 'Xem trước logo mới', changed: 'Đã thay đổi logo.', removed: 'Đã xóa logo.', changeFailed: 'Thay đổi logo thất bại:',
    wrongType: 'Loại tệp này không được chấp nhận', noLogo: 'Chưa có logo',
    addEntry: 'Thêm cấu hình', key: 'Khóa', name: 'Tên', type: 'Kiểu', content: 'Nội dung', save: 'Lưu', delete: 'Xóa', noGroup: 'Không thuộc nhóm',
    number: 'Số', notANumber: 'Vui lòng nhập một số', sms: 'Xác thực OTP qua SMS', https: 'Chuyển sang https',
    addCategory: 'Thêm danh mục', code: 'Mã', addTop: 'Thêm mục cấp 1', addUnder: (name: string) => `Thêm mục con của ${name}`,
    itemsOf: (name: string) => `Các mục của ${name}`, level: (n: number) => `Cấp ${n}`,
  },
  en: {
    home: 'Opinion Survey — Home', interface: 'Interface', configuration: 'Configuration', categories: 'Categories',
    systemLogo: 'System logo', choose: 'Choose an image', upload: 'Upload', replace: 'Replace', remove: 'Remove', current: 'Current logo',
    preview: 'Preview of the new logo', changed: 'The logo was changed.', removed: 'The logo was removed.', changeFailed: 'Change logo failed:',
    wrongType: 'This type of file is not accepted', noLogo: 'No logo',
    addEntry: 'Add entry', key: 'Key', name: 'Name', type: 'Type', content: 'Content', save: 'Save', delete: 'Delete', noGroup: 'No group',
    number: 'Number', notANumber: 'Enter a number', sms: 'SMS OTP verification', https: 'Redirect to https',
    addCategory: 'Add category', code: 'Code', addTop: 'Add a level 1 item', addUnder: (name: string) => `Add an item under ${name}`,
    itemsOf: (name: string) => `Items of ${name}`, level: (n: number) => `Level ${n}`,
  },
} as const;

/** Management → interface, configuration and categories, by roles and accessible names. */
export class ConfigPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  open(section: 'interface' | 'configuration' | 'categories'): Promise<void> {
    return openManagementSection(this.page, this.lang, this.t[section]);
  }

  /** The image inside the navigation bar's home link (decorative: the link carries the name). */
  navLogo(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: this.t.home }).locator('img');
  }

  logoSlot(): Locator {
    return this.page.getByRole('region', { name: this.t.systemLogo });
  }

  async chooseFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.logoSlot().getByRole('button', { name: this.t.choose }).click();
    await (await chooser).setFiles(file);
  }

  dialog(): Locator {
    // a confirmation of a removal is an alert dialog
    return this.page.getByRole('dialog').or(this.page.getByRole('alertdialog'));
  }
}
