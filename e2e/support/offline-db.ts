import type { Page } from '@playwright/test';

/**
 * The rows of one table of the offline layer's Dexie database, read directly in the page, with
 * only the named fields (a Blob cannot leave the page).
 */
export function readRows(page: Page, table: string, fields: readonly string[]): Promise<Record<string, unknown>[]> {
  return page.evaluate(({ name, keep }) => new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const open = indexedDB.open('survey-offline');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const request = open.result.transaction(name).objectStore(name).getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve((request.result as Record<string, unknown>[]).map((row) => Object.fromEntries(keep.map((field) => [field, row[field]]))));
      };
      request.onerror = () => reject(new Error(String(request.error)));
    };
  }), { name: table, keep: [...fields] });
}

/** How many rows one table of the offline layer's Dexie database holds. */
export async function countRows(page: Page, table: string): Promise<number> {
  return (await readRows(page, table, [])).length;
}
