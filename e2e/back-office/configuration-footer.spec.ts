import { ConfigPage } from '../pages/config-page';
import { LoginPage } from '../pages/login-page';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';

const footerCard = { vi: 'Chân trang: đơn vị phát triển', en: 'Footer: developer company' } as const;

test('the administrator sets the footer\'s developer company; every page shows it in each language (vi desktop, en phone)', async ({ browser }) => {
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await desktop.addInitScript(() => localStorage.setItem('language', 'vi'));
  const page = await desktop.newPage();
  await new LoginPage(page, 'vi').signInAsAdmin();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Công ty Cổ phần Giải pháp Phần mềm Sao Việt');
  await expect(footer).toContainText('Điện thoại: 028 3930 1234');

  await new ConfigPage(page, 'vi').open('configuration');
  const card = page.getByRole('region', { name: footerCard.vi });
  await expect(card.getByRole('textbox', { name: 'Tên đơn vị (tiếng Việt)' })).toHaveValue('Công ty Cổ phần Giải pháp Phần mềm Sao Việt');
  await card.getByRole('textbox', { name: 'Số điện thoại' }).fill('');
  await card.getByRole('button', { name: 'Lưu chân trang' }).click();
  await expect(card.getByText('Trường này là bắt buộc')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAttribute('aria-invalid', 'true');
  await card.getByRole('textbox', { name: 'Tên đơn vị (tiếng Việt)' }).fill('Trung tâm Công nghệ thông tin tỉnh');
  await card.getByRole('textbox', { name: 'Tên đơn vị (tiếng Anh)' }).fill('Provincial IT Centre');
  await card.getByRole('textbox', { name: 'Số điện thoại' }).fill('0234 382 2222');
  await card.getByRole('button', { name: 'Lưu chân trang' }).click();
  await expect(card.getByText('Đã lưu chân trang.')).toBeVisible();
  await expect(footer).toContainText('Trung tâm Công nghệ thông tin tỉnh');
  await expect(footer).toContainText('Điện thoại: 0234 382 2222');
  await expectAccessible(page, 'configuration footer (vi)');
  await screenshot(page, 'configuration-footer-vi-desktop');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await phone.addInitScript(() => localStorage.setItem('language', 'en'));
  const visitor = await phone.newPage();
  await visitor.goto('/login');
  const visitorFooter = visitor.getByRole('contentinfo');
  await expect(visitorFooter).toContainText('Provincial IT Centre');
  await expect(visitorFooter).toContainText('Phone: 0234 382 2222');
  await expect(visitorFooter).not.toContainText('Sao Viet');
  await expectAccessible(visitor, 'sign-in footer (en)');
  await screenshot(visitor, 'configuration-footer-en-phone');
  await phone.close();
  await desktop.close();
});
