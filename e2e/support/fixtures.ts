import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { AppServer, freePort } from './app-server';
import { TcpProxy } from './tcp-proxy';

export interface App {
  /** The address the browser uses: the proxy in front of the server. */
  baseURL: string;
  server: AppServer;
  proxy: TcpProxy;
}

/** No serious or critical WCAG 2.2 AA violation on the page as it is now. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

export const test = base.extend<{ axe: (screen: string) => Promise<void> }, { app: App }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture names from this pattern
    async ({}, use) => {
      const server = new AppServer(await freePort());
      await server.start();
      const proxy = new TcpProxy(server.port);
      await proxy.start();
      try {
        await use({ baseURL: `http://127.0.0.1:${proxy.port}`, server, proxy });
      } finally {
        await proxy.stop();
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseURL),
  axe: async ({ page }, use) => use((screen) => expectAccessible(page, screen)),
});

export { expect };
