import type { Page } from '@playwright/test';
import { DesignerPage } from './pages/designer-page';
import { readForm } from './pages/form-api';
import { LoginPage } from './pages/login-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

const phone = { width: 360, height: 740 };
const original = { q1: 'Full name', q2: 'Home town' };
const tabA = { q1: 'Full name as on the ID card' };
const tabB = { q1: 'Family and given names', q2: 'Province of birth' };

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose what to keep' });

test.use({ actionTimeout: 15_000 });

test('two tabs edit the same form offline; one save lands, the other merges what it can and asks about the rest', async ({ browser, app }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: phone });
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });

  // a saved form with two questions, open in two tabs of the same browser
  const a = await context.newPage();
  await new LoginPage(a, 'en').signInAsAdmin();
  const designerA = new DesignerPage(a, 'en');
  await designerA.openNew();
  const title = `Residence survey ${Date.now()}`;
  await designerA.setTitle(title);
  await designerA.addQuestion('text', 1, original.q1);
  await designerA.addQuestion('text', 2, original.q2);
  await designerA.save();
  const formId = designerA.formId();
  await waitForServiceWorker(a);
  const b = await context.newPage();
  const designerB = new DesignerPage(b, 'en');
  await designerB.open(formId);
  await expect(designerB.elementRows()).toHaveCount(2);

  // the connection goes for real: the proxy to the server is cut and the browser is offline
  app.proxy.cut();
  await context.setOffline(true);
  await (await designerA.edit(1)).setTitle(tabA.q1);
  await designerA.saveOnDevice();
  await (await designerB.edit(1)).setTitle(tabB.q1);
  await (await designerB.edit(2)).setTitle(tabB.q2);
  await designerB.saveOnDevice();

  // tab A is reloaded while still offline: its draft comes back
  await a.reload();
  await expect(a.getByText(designerA.t.restored)).toBeVisible();
  await expect((await designerA.edit(1)).textbox(designerA.t.questionTitle(1))).toHaveValue(tabA.q1);
  await expect(designerA.elementRows().nth(1)).toContainText(original.q2);
  await expectAccessible(a, 'designer draft restored offline');
  await screenshot(a, 'designer-draft-restored-en');

  // the connection returns: one tab's save lands, the other meets the conflict
  app.proxy.restore();
  await context.setOffline(false);
  await expect.poll(async () => (await conflictDialog(a).count()) + (await conflictDialog(b).count()), { timeout: 30_000 }).toBe(1);
  const [conflicted, landed, mine] = (await conflictDialog(a).count()) === 1 ? [a, b, tabA.q1] : [b, a, tabB.q1];
  const theirs = mine === tabA.q1 ? tabB.q1 : tabA.q1;
  await expect(landed.getByText(designerA.t.sentLater)).toBeVisible();

  // question 2 changed on one side only: merged on its own; question 1 is the only choice asked
  const dialog = conflictDialog(conflicted);
  const choices = dialog.getByRole('radiogroup');
  await expect(choices).toHaveCount(1);
  await expect(choices.getByRole('radio', { name: new RegExp(`^Mine: .*${mine}`) })).toBeVisible();
  await expect(choices.getByRole('radio', { name: new RegExp(`^On the server: .*${theirs}`) })).toBeVisible();
  await expect(dialog).not.toContainText(tabB.q2);
  await expectAccessible(conflicted, 'designer conflict');
  // the dialog covers the page: the visible screen says more than the whole page behind it
  await conflicted.screenshot({ path: 'e2e/screenshots/designer-conflict-en.png' });
  await choices.getByText(/^Mine:/).click();
  await dialog.getByRole('button', { name: 'Apply my choices' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(conflicted.getByText('Your choices were applied; check and save.')).toBeVisible();
  const resolved = new DesignerPage(conflicted, 'en');
  await expect(resolved.elementRows().nth(0)).toContainText(mine);
  await expect(resolved.elementRows().nth(1)).toContainText(tabB.q2);
  await resolved.save();

  // nothing lost: the chosen title for question 1, tab B's title for question 2
  const stored = (await readForm(conflicted.request, formId)).design.phases.flatMap((phase) => phase.elements);
  expect(stored.map((element) => element.title)).toEqual([mine, tabB.q2]);
  await context.close();
});
