import type { FormImportNote } from '#core/api';

const MAX_NOTES = 5000;
const MAX_DETAIL = 2000;

/** The notes of one import, in source order; `detail` quotes the source, cut to the contract's length. */
export class ImportNotes {
  private readonly list: FormImportNote[] = [];

  add(where: string, code: string, detail = ''): void {
    if (this.list.length >= MAX_NOTES) return;
    this.list.push({ where: where.slice(0, 500), code, detail: detail.slice(0, MAX_DETAIL) });
  }

  all(): FormImportNote[] {
    return [...this.list];
  }
}
