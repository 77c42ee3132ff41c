import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Quản lý tệp', newFolder: 'Thư mục mới', folderName: 'Tên thư mục', save: 'Lưu', folders: 'Thư mục', upload: 'Tải tệp lên',
    table: 'Danh sách tệp', rename: (name: string) => `Đổi tên “${name}”`, newName: 'Tên mới', share: (name: string) => `Chia sẻ “${name}” với cả đơn vị`,
    shared: 'Đã chia sẻ', uploaded: (name: string) => `Đã tải lên “${name}”`,
  },
  en: {
    section: 'Files', newFolder: 'New folder', folderName: 'Folder name', save: 'Save', folders: 'Folders', upload: 'Upload a file',
    table: 'Files', rename: (name: string) => `Rename “${name}”`, newName: 'New name', share: (name: string) => `Share “${name}” with the whole company`,
    shared: 'Shared', uploaded: (name: string) => `“${name}” was uploaded`,
  },
} as const;

/** Management → files, by roles and accessible names. */
export class FileManagerPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  async newFolder(name: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t.newFolder, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: this.t.folderName }).fill(name);
    await dialog.getByRole('button', { name: this.t.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  folder(name: string): Locator {
    return this.page.getByRole('navigation', { name: this.t.folders }).getByRole('button', { name: new RegExp(`${name}`) });
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: this.t.upload, exact: true }).click();
    await (await chooser).setFiles(file);
    await this.page.getByRole('status').filter({ hasText: this.t.uploaded(file.name) }).first().waitFor();
  }

  row(name: string): Locator {
    return this.page.getByRole('table', { name: this.t.table }).getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async rename(current: string, stem: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t.rename(current), exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: this.t.newName }).fill(stem);
    await dialog.getByRole('button', { name: this.t.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  shareSwitch(name: string): Locator {
    return this.page.getByRole('switch', { name: this.t.share(name) });
  }
}
