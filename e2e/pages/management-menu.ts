import type { Page } from '@playwright/test';
import type { Lang } from '../support/languages';

const texts = {
  vi: { menu: 'Menu quản trị', toggle: /^(Mở rộng|Thu gọn) menu$/ },
  en: { menu: 'Management menu', toggle: /^(Expand|Collapse) menu$/ },
} as const;

/** From the management home through the side menu to a section, whose heading names it. */
export async function openManagementSection(page: Page, lang: Lang, section: string): Promise<void> {
  await page.goto('/management');
  const menu = page.getByRole('navigation', { name: texts[lang].menu });
  // phones start with the menu folded
  const toggle = menu.getByRole('button', { name: texts[lang].toggle });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await menu.getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: section }).waitFor();
}
