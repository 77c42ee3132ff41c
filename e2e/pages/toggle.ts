import { expect, type Locator } from '@playwright/test';

/**
 * Turns a switch or checkbox on as a person does: by pressing its visible label (react-aria keeps
 * the input itself visually hidden, so a click at the input's own spot may land on something else).
 */
export async function switchOn(control: Locator): Promise<void> {
  if (await control.isChecked()) return;
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
}

/** Presses a switch or checkbox whose state follows something else (the server's answer), without expecting it to flip at once. */
export async function pressLabel(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
}
