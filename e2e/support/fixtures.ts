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

/**
 * No serious or critical WCAG 2.2 AA violation on the page as it is now. Legacy mode runs axe.run in
 * the page (same-origin frames included) instead of a partial run per frame finished in a new blank
 * page: a third less time per check, the same rules; the one cross-origin frame (an embedded video)
 * is not the product's markup.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

const watchedContexts = new WeakSet<BrowserContext>();

/**
 * Collects every Content-Security-Policy violation in the context's pages: the DOM event (seen by
 * an init script before any page script runs) and Chromium's "Refused to ..." console report; and
 * every uncaught page error, shown with a failed test (the error view alone does not say what broke).
 */
async function watchContext(context: BrowserContext, violations: string[], pageErrors: string[]): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding('__cspViolation', (_source, text: string) => { violations.push(text); });
  await context.exposeBinding('__pageError', (_source, text: string) => { pageErrors.push(text); });
  await context.addInitScript(() => {
    // with its cause: React reports a render it recovered from as error #520 caused by the real one
    const describe = (error: unknown): string => error instanceof Error
      ? `${error.stack ?? String(error)}${error.cause === undefined ? '' : `\ncaused by: ${describe(error.cause)}`}`
      : String(error);
    const reportError = (error: unknown) => {
      void (window as unknown as { __pageError?: (text: string) => Promise<void> }).__pageError?.(`${location.pathname}: ${describe(error)}`);
    };
    addEventListener('error', (event) => { reportError(event.error ?? event.message); });
    addEventListener('unhandledrejection', (event) => { reportError(event.reason); });
    addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (text: string) => Promise<void> }).__cspViolation;
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
      void report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname}${where}`);
    }, true);
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    // what an error boundary caught reaches the console only (React's default onCaughtError)
    else if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
}

/** CSP violations of every context the test opens; any the test did not allow fails it. */
export interface CspWatch {
  violations: string[];
  /** uncaught errors of the test's pages, attached to the report when the test fails */
  pageErrors: string[];
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
    async ({ browser }, use, testInfo) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      const allowed: RegExp[] = [];
      const newContext = browser.newContext.bind(browser);
      // specs open their own contexts (one per person): each is watched as it is made
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContext(context, violations, pageErrors);
        return context;
      };
      try {
        await use({ violations, pageErrors, allow: (pattern) => { allowed.push(pattern); } });
      } finally {
        browser.newContext = newContext;
        if (testInfo.status !== testInfo.expectedStatus && pageErrors.length > 0) {
          await testInfo.attach('page errors', { body: pageErrors.join('\n\n'), contentType: 'text/plain' });
        }
      }
      expect(violations.filter((v) => !allowed.some((p) => p.test(v))), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, csp }, use) => {
    await watchContext(context, csp.violations, csp.pageErrors);
    await use(context);
  },
  axe: async ({ page }, use) => use((screen) => expectAccessible(page, screen)),
});

export { expect };
