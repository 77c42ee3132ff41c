import { Dexie, type EntityTable } from 'dexie';
import type { FormRow } from './rows';

/**
 * Rows are stored as written and typed loosely (`unknown` payloads): everything read back goes
 * through the zod parsers of `rows.ts` before use.
 */
export interface OutboxRow {
  responseId: string;
  state: string;
  formId: number;
  createdAt: string;
  [field: string]: unknown;
}
export interface DraftRow {
  formId: number;
  [field: string]: unknown;
}
export interface MetaRow {
  key: string;
  value: unknown;
}
/** A row that could not be read and was moved aside instead of being overwritten or deleted. */
export interface QuarantineRow {
  id?: number;
  source: 'drafts' | 'outbox' | 'forms';
  key: string;
  keptAt: string;
  reason: string;
  value: unknown;
}

export const DB_NAME = 'survey-offline';

export class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'responseId'>;
  drafts!: EntityTable<DraftRow, 'formId'>;
  forms!: EntityTable<FormRow, 'shortUrl'>;
  meta!: EntityTable<MetaRow, 'key'>;
  quarantine!: EntityTable<QuarantineRow, 'id'>;

  constructor(name = DB_NAME) {
    // 'strict': the commit event fires only once the data is flushed to disk (Chromium's default
    // is 'relaxed', which may lose the last writes on a power cut). We say "saved" after commit.
    super(name, { chromeTransactionDurability: 'strict' });

    this.version(1).stores({
      outbox: '&responseId, state, formId, createdAt',
      drafts: '&formId',
      forms: '&shortUrl, id',
      meta: '&key',
      quarantine: '++id, source, keptAt',
    });

    /*
     * Upgrade path (see docs/offline.md, "Versioning"). Never edit version(1) once shipped; add:
     *
     *   this.version(2)
     *     .stores({ outbox: '&responseId, state, formId, createdAt, nextAttemptAt' }) // only changed tables
     *     .upgrade(async (tx) => {
     *       await tx.table('outbox').toCollection().modify((row) => { row.newField ??= defaultValue; });
     *     });
     *
     * Rules: an upgrade only adds or transforms, never drops a table or row that may hold a
     * person's answers; a row it cannot transform is copied to `quarantine` first; the zod parsers
     * in rows.ts keep accepting what every older version wrote. A service-worker update therefore
     * reads the same outbox as the page it replaces.
     */
  }
}

export const db = new OfflineDb();
