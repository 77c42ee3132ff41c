import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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

const watchedContexts = new WeakSet<BrowserContext>();

/**
 * Collects every Content-Security-Policy violation in the context's pages: the DOM event (seen by
 * an init script before any page script runs) and Chromium's "Refused to ..." console report.
 */
async function watchContentSecurityPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding('__cspViolation', (_source, text: string) => { violations.push(text); });
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (text: string) => Promise<void> }).__cspViolation;
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
      void report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname}${where}`);
    }, true);
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

/** CSP violations of every context the test opens; any the test did not allow fails it. */
export interface CspWatch {
  violations: string[];
  /** a breach the test provokes on purpose */
  allow(pattern: RegExp): void;
}

interface TestFixtures {
  axe: (screen: string) => Promise<void>;
  csp: CspWatch;
}

export const test = base.extend<TestFixtures, { app: App }>({
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
  csp: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const allowed: RegExp[] = [];
      const newContext = browser.newContext.bind(browser);
      // specs open their own contexts (one per person): each is watched as it is made
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContentSecurityPolicy(context, violations);
        return context;
      };
      try {
        await use({ violations, allow: (pattern) => { allowed.push(pattern); } });
      } finally {
        browser.newContext = newContext;
      }
      expect(violations.filter((v) => !allowed.some((p) => p.test(v))), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, csp }, use) => {
    await watchContentSecurityPolicy(context, csp.violations);
    await use(context);
  },
  axe: async ({ page }, use) => use((screen) => expectAccessible(page, screen)),
});

export { expect };
