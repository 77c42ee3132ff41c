import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Tin tức', create: 'Viết tin mới', title: 'Tiêu đề', summary: 'Tóm tắt', content: 'Nội dung', save: 'Lưu',
    saved: 'Đã lưu tin', publish: 'Đăng tin', published: 'Đã đăng', publishedToast: 'Đã đăng tin', back: 'Quay lại danh sách',
    addRelatedLabel: 'Thêm tin liên quan', addRelated: 'Thêm', related: 'Tin liên quan', table: 'Danh sách tin tức', homeNews: 'Tin tức', status: 'Trạng thái',
  },
  en: {
    section: 'News', create: 'Write a news item', title: 'Title', summary: 'Summary', content: 'Content', save: 'Save',
    saved: 'The news item was saved', publish: 'Publish', published: 'Published', publishedToast: 'The news item is published', back: 'Back to the list',
    addRelatedLabel: 'Add a related item', addRelated: 'Add', related: 'Related news', table: 'News items', homeNews: 'News', status: 'Status',
  },
} as const;

/** Management → news and the editor, by roles and accessible names. */
export class NewsPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  content(): Locator {
    return this.page.getByRole('textbox', { name: this.t.content });
  }

  async write(item: { title: string; summary: string; paragraphs: string[] }): Promise<void> {
    await this.page.getByRole('button', { name: this.t.create, exact: true }).click();
    await this.page.getByRole('textbox', { name: this.t.title }).fill(item.title);
    await this.page.getByRole('textbox', { name: this.t.summary }).fill(item.summary);
    const editor = this.content();
    await editor.click();
    await editor.pressSequentially(item.paragraphs.join('\n'));
  }

  async addRelated(title: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.t.addRelatedLabel }).selectOption({ label: title });
    await this.page.getByRole('button', { name: this.t.addRelated, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.save, exact: true }).click();
    await this.page.getByRole('status').filter({ hasText: this.t.saved }).first().waitFor();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.publish, exact: true }).click();
    await this.page.getByRole('status').filter({ hasText: this.t.publishedToast }).first().waitFor();
  }

  async backToList(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.back, exact: true }).click();
    await this.page.getByRole('table', { name: this.t.table }).waitFor();
  }
}
