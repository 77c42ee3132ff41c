import type { Page } from '@playwright/test';

/** How many rows one table of the offline layer's Dexie database holds, read directly in the page. */
export function countRows(page: Page, table: string): Promise<number> {
  return page.evaluate((name) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('survey-offline');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const request = open.result.transaction(name).objectStore(name).count();
      request.onsuccess = () => {
        resolve(request.result);
        open.result.close();
      };
      request.onerror = () => reject(new Error(String(request.error)));
    };
  }), table);
}
