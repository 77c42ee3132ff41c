import { Dexie, type EntityTable } from 'dexie';
import type { FormRow } from './rows';
import { warnInBackground } from './diagnostics';

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
/** A designer tab's draft of a form design (see design-drafts.ts); read back through rows.ts. */
export interface DesignDraftRow {
  key: string;
  editorId: string;
  [field: string]: unknown;
}
/** The last copy of an author's server data (form list, form detail) for reading offline. */
export interface AuthorCacheRow {
  key: string;
  data: unknown;
  loadedAt: string;
}
/** A file chosen for an answer, kept as a Blob until the outbox has uploaded it (attachments.ts). */
export interface AttachmentRow {
  localId: string;
  formId: number;
  /** the outbox item it belongs to; null while it is only in a draft */
  responseId: string | null;
  state: string;
  [field: string]: unknown;
}
/** A form a field worker marked "available offline" (offline-forms.ts). */
export interface OfflineFormRow {
  formId: number;
  shortUrl: string;
  [field: string]: unknown;
}
/** A locality list as last loaded (`${type}:${parentCode}`), for the address element offline. */
export interface LocalityCacheRow {
  key: string;
  data: unknown;
  loadedAt: string;
}
/** An error report queued while offline (report-outbox.ts). */
export interface ReportRow {
  reportId: string;
  state: string;
  [field: string]: unknown;
}
/** Answer drafts of a person who signed out and chose to keep them for later (`${owner}:${formId}`). */
export interface ParkedDraftRow {
  key: string;
  owner: string;
  [field: string]: unknown;
}
export interface MetaRow {
  key: string;
  value: unknown;
}
/** A row that could not be read and was moved aside instead of being overwritten or deleted. */
export interface QuarantineRow {
  id?: number;
  source: 'drafts' | 'outbox' | 'forms' | 'designDrafts' | 'attachments' | 'reportOutbox' | 'parkedDrafts';
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
  designDrafts!: EntityTable<DesignDraftRow, 'key'>;
  authorCache!: EntityTable<AuthorCacheRow, 'key'>;
  attachments!: EntityTable<AttachmentRow, 'localId'>;
  offlineForms!: EntityTable<OfflineFormRow, 'formId'>;
  localityCache!: EntityTable<LocalityCacheRow, 'key'>;
  reportOutbox!: EntityTable<ReportRow, 'reportId'>;
  parkedDrafts!: EntityTable<ParkedDraftRow, 'key'>;

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

    // Version 2 (authors offline) only adds two tables: no existing table or row is touched, so it
    // needs no upgrade function. A row whose formId is null (a new form) is simply not in that index.
    this.version(2).stores({
      designDrafts: '&key, formId, editorId, state, updatedAt',
      authorCache: '&key',
    });

    // Version 3 (answering) adds tables only; outbox and draft rows gain optional fields (owner,
    // attachments) that rows.ts reads as absent on rows written by versions 1 and 2.
    this.version(3).stores({
      attachments: '&localId, formId, responseId, state',
      offlineForms: '&formId, shortUrl',
      localityCache: '&key',
      reportOutbox: '&reportId, state',
      parkedDrafts: '&key, owner',
    });

    /*
     * Upgrade path (see docs/offline.md, "Versioning"). Never edit a shipped version; add the next:
     *
     *   this.version(3)
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

/** Why this page's connection was given up: a newer version upgraded the database, or deleted it. */
export interface DatabaseReplacedEvent {
  reason: 'upgrade' | 'delete';
  /** IndexedDB versions (Dexie's version × 10); newVersion is null for a delete */
  oldVersion: number;
  newVersion: number | null;
}

type ReplacedListener = (event: DatabaseReplacedEvent) => void;

/**
 * Another connection (a newer version of the app in another tab, or a new service worker) wants
 * to upgrade or delete the database. We close this connection at once so that the upgrade is not
 * blocked, and tell the page, which should ask the person to reload to continue.
 *
 * Nothing is dropped: the data stays in IndexedDB, and the connection is closed with auto-open
 * kept, so a save made by this page before it reloads (a draft, a submission) reopens the upgraded
 * database and is written rather than lost; the newer version's parsers read what older versions
 * wrote (see docs/offline.md, "Versioning").
 */
export function watchVersionChange(database: Dexie, listeners: Set<ReplacedListener>, onReplaced: (e: DatabaseReplacedEvent) => void): void {
  database.on('versionchange', (event: IDBVersionChangeEvent) => {
    const replaced: DatabaseReplacedEvent = {
      reason: event.newVersion ? 'upgrade' : 'delete',
      oldVersion: event.oldVersion,
      newVersion: event.newVersion ?? null,
    };
    database.close({ disableAutoOpen: false });
    onReplaced(replaced);
    for (const listener of [...listeners]) {
      try {
        listener(replaced);
      } catch (error) {
        warnInBackground('[offline] database-replaced listener failed', error);
      }
    }
  });
}

export const db = new OfflineDb();

const replacedListeners = new Set<ReplacedListener>();
let replaced: DatabaseReplacedEvent | null = null;
watchVersionChange(db, replacedListeners, (event) => (replaced = event));

/**
 * Calls `callback` when another version of the app upgrades (or deletes) the offline database:
 * this page's connection has been closed so the upgrade can proceed, and the page should ask the
 * person to reload ("a new version is ready: reload to continue"). Called at once if that has
 * already happened. Returns the unsubscribe function.
 */
export function subscribeDatabaseReplaced(callback: (event: DatabaseReplacedEvent) => void): () => void {
  replacedListeners.add(callback);
  if (replaced) callback(replaced);
  return () => replacedListeners.delete(callback);
}

/** The last DatabaseReplacedEvent this page received, or null. */
export function databaseReplaced(): DatabaseReplacedEvent | null {
  return replaced;
}
