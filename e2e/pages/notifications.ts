import { type Locator, type Page, expect } from '@playwright/test';
import type { Lang } from '../support/languages';

const texts = {
  vi: {
    bell: (count: number) => (count === 0 ? 'Thông báo, không có thông báo chưa đọc' : `Thông báo, ${count} chưa đọc`),
    title: 'Thông báo', markAll: 'Đánh dấu tất cả đã đọc',
    approved: (title: string) => `Biểu mẫu “${title}” đã được phê duyệt và xuất bản.`,
    awaiting: (title: string) => `Biểu mẫu “${title}” đang chờ bạn phê duyệt.`,
    reviewTitle: 'Duyệt biểu mẫu', open: (title: string) => `Xem và duyệt ${title}`, approve: 'Phê duyệt và xuất bản',
    approvedToast: (title: string) => `Đã phê duyệt “${title}”. Biểu mẫu đã được xuất bản.`,
    timeline: 'Lịch sử duyệt', awaitingStep: 'Chờ phê duyệt', approvedStep: 'Đã phê duyệt', settingsTab: 'Cài đặt',
  },
  en: {
    bell: (count: number) => (count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`),
    title: 'Notifications', markAll: 'Mark all as read',
    approved: (title: string) => `Your form “${title}” was approved and published.`,
    awaiting: (title: string) => `The form “${title}” is awaiting your approval.`,
    reviewTitle: 'Form review', open: (title: string) => `Review ${title}`, approve: 'Approve and publish',
    approvedToast: (title: string) => `“${title}” was approved and is now published.`,
    timeline: 'Review timeline', awaitingStep: 'Awaiting approval', approvedStep: 'Approved', settingsTab: 'Settings',
  },
} as const;

/** The bell of the navigation bar and its dropdown. */
export class NotificationsBell {
  readonly t: (typeof texts)[Lang];

  constructor(private readonly page: Page, lang: Lang) {
    this.t = texts[lang];
  }

  button(count: number): Locator {
    return this.page.getByRole('button', { name: this.t.bell(count), exact: true });
  }

  panel(): Locator {
    return this.page.getByRole('dialog', { name: this.t.title });
  }

  /** the bell whatever its count (other specs of the worker may have left notifications) */
  anyButton(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${this.t.title},`) });
  }

  async open(count: number | 'any'): Promise<Locator> {
    await (count === 'any' ? this.anyButton() : this.button(count)).click();
    await expect(this.panel()).toBeVisible();
    return this.panel();
  }

  item(text: string): Locator {
    return this.panel().getByRole('link', { name: text });
  }
}
