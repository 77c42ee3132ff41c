import { expect, type Page } from '@playwright/test';

/**
 * Types a day ("YYYY-MM-DD") into the app's DayField, segment by segment as a person does: day,
 * month, year (dd/mm/yyyy in both languages, docs/dates.md), and checks the field shows it so.
 */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const [year = '', month = '', date = ''] = day.split('-');
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${date}${month}${year}`);
  // react-aria wraps the segments in direction marks: only the order of the numbers is checked
  await expect(field).toHaveText(new RegExp(`^\\D*${date}\\D+${month}\\D+${year}\\D*$`));
}
