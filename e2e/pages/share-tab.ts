import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/languages';

const texts = {
  vi: {
    search: 'Tìm người dùng theo tên, tên đăng nhập hoặc email', permission: 'Quyền được cấp', add: 'Thêm',
    editor: 'Người chỉnh sửa', viewer: 'Người xem', people: 'Người được chia sẻ', link: 'Liên kết ngắn của biểu mẫu',
    added: (name: string) => `Đã chia sẻ biểu mẫu với ${name}.`, alreadyShared: 'Người dùng này đã có trong danh sách chia sẻ',
    notPublished: 'Biểu mẫu cần được kích hoạt trong phần cài đặt trước',
  },
  en: {
    search: 'Find a person by name, username or email', permission: 'Permission to give', add: 'Add',
    editor: 'Editor', viewer: 'Viewer', people: 'People with access', link: 'Short link of the form',
    added: (name: string) => `The form is now shared with ${name}.`, alreadyShared: 'This user is already on the share list',
    notPublished: 'The form must first be activated in settings',
  },
} as const;

/** The designer's share tab: the short link and the per-person share list (the owner adds people). */
export class ShareTab {
  constructor(private readonly page: Page, private readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  /** The short link as shown (an absolute address). */
  async shortLink(): Promise<string> {
    const link = this.page.getByTestId('short-link');
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    if (!href) throw new Error('no short link');
    return href;
  }

  people(): Locator {
    return this.page.getByRole('list', { name: this.t.people });
  }

  /**
   * Finds a person in the search box and picks them from the list (not added yet). The search runs
   * once typing pauses, and its list may close while it runs: like a person, type again if the
   * text was lost, open the list with the down arrow if it is closed, and pick the name.
   */
  async choose(name: string): Promise<void> {
    const search = this.page.getByRole('combobox', { name: this.t.search });
    const option = this.page.getByRole('option', { name });
    // room below the box for the list: scrolling the page closes an open list (react-aria)
    await search.evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await expect(async () => {
      if ((await search.inputValue()) !== name) {
        const searched = this.page.waitForResponse((reply) => {
          const url = new URL(reply.url());
          return url.pathname.endsWith('/get-list-user-for-form-permissions') && url.searchParams.get('search') === name;
        }, { timeout: 5_000 }).catch(() => null);
        await search.fill('');
        await search.pressSequentially(name);
        await searched;
      }
      if (!(await option.isVisible())) await search.press('ArrowDown');
      await option.click({ timeout: 2_000 });
      await expect(search).toHaveValue(name, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }

  async pressAdd(permission: 'editor' | 'viewer'): Promise<void> {
    await this.page.getByRole('combobox', { name: this.t.permission, exact: true }).selectOption({ label: this.t[permission] });
    await this.page.getByRole('button', { name: this.t.add, exact: true }).click();
  }

  async add(name: string, permission: 'editor' | 'viewer'): Promise<void> {
    await this.choose(name);
    await this.pressAdd(permission);
    await expect(this.people().getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
}
