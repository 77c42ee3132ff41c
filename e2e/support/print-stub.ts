import type { BrowserContext, Page } from '@playwright/test';

type Counted = Window & { printCalls?: number };

/** The print dialog cannot be driven: every page of the context counts window.print() calls instead. */
export async function stubPrint(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as Counted;
    counted.printCalls = 0;
    window.print = () => { counted.printCalls = (counted.printCalls ?? 0) + 1; };
  });
}

export function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as Counted).printCalls ?? 0);
}
