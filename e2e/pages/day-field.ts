import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The app's day and time fields (docs/dates.md), typed segment by segment as a person does:
 * day, month, year (dd/mm/yyyy in both languages) and hours, minutes on a 24-hour clock. Each
 * helper checks the field then shows what was typed (react-aria wraps the segments in direction
 * marks: only the order of the numbers is checked).
 */

async function typeSegments(field: Locator, digits: string, shown: readonly string[]): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
  await expect(field).toHaveText(new RegExp(`^\\D*${shown.join('\\D+')}\\D*$`));
}

/** A day ("YYYY-MM-DD") into the DayField named `label` inside `scope`. */
export async function typeDay(scope: Page | Locator, label: string, day: string): Promise<void> {
  const [year = '', month = '', date = ''] = day.split('-');
  await typeSegments(scope.getByRole('group', { name: label, exact: true }), `${date}${month}${year}`, [date, month, year]);
}

/** A time of day ("HH:mm") into the TimeOfDayField named `label` inside `scope`. */
export async function typeTime(scope: Page | Locator, label: string, time: string): Promise<void> {
  const [hours = '', minutes = ''] = time.split(':');
  await typeSegments(scope.getByRole('group', { name: label, exact: true }), `${hours}${minutes}`, [hours, minutes]);
}

/** A day and time ("YYYY-MM-DDTHH:mm") into the DayTimeField named `label`: its day part, then its time part. */
export async function typeDayTime(scope: Page | Locator, label: string, moment: string, parts: { day: string; time: string }): Promise<void> {
  const [day = '', time = ''] = moment.split('T');
  const field = scope.getByRole('group', { name: label, exact: true });
  await typeDay(field, parts.day, day);
  await typeTime(field, parts.time, time);
}
