import { and, eq } from 'drizzle-orm';
import type { ExportProgress } from '#core/api';
import type { Db } from '#server/db/connect';
import { exportProgress } from '#server/db/schema/index';

/** What a running export tells its board: rows written so far, then how it ended. */
export interface ExportTracker {
  rows(count: number): void;
  end(state: Exclude<ExportProgress['state'], 'running'>): void;
}

/** A poll comes every 500 ms (use-export-progress.ts): writing the count more often tells nobody more. */
const WRITE_EVERY_MS = 250;
const untracked: ExportTracker = { rows: () => undefined, end: () => undefined };

/**
 * The exports being streamed, by the id their client gave (docs/exports.md), kept in the database
 * so that any server process answers the poll. Only the user who started one may read it. The
 * count is written at most every 250 ms while rows flow, and at the end with how it ended. A figure
 * that fails to be written is skipped: it is advice to the person waiting, and the download itself
 * tells whether the file is whole.
 */
export class ExportProgressBoard {
  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {}

  /** untracked when the id is already known (a client that reused it reads the first export's figure) */
  async start(exportId: string | undefined, userId: number, companyId: number, total: number): Promise<ExportTracker> {
    if (exportId === undefined) return untracked;
    const created = await this.db.insert(exportProgress).values({ id: exportId, userId, companyId, total })
      .onConflictDoNothing().returning({ id: exportProgress.id });
    return created.length === 0 ? untracked : this.tracker(exportId);
  }

  async read(exportId: string, userId: number): Promise<ExportProgress | null> {
    const [row] = await this.db.select({ rows: exportProgress.rows, total: exportProgress.total, state: exportProgress.state })
      .from(exportProgress).where(and(eq(exportProgress.id, exportId), eq(exportProgress.userId, userId)));
    return row ? { ...row, state: row.state as ExportProgress['state'] } : null;
  }

  private tracker(exportId: string): ExportTracker {
    let rows = 0;
    let state: ExportProgress['state'] = 'running';
    let writtenAt = 0;
    /** one write at a time, in order, so the last one holds the final figure */
    let writes: Promise<unknown> = Promise.resolve();
    const write = () => {
      writtenAt = this.now();
      const values = { rows, state, updatedAt: new Date(writtenAt) };
      writes = writes.then(() => this.db.update(exportProgress).set(values).where(eq(exportProgress.id, exportId))).catch(() => undefined);
    };
    return {
      rows: (count) => {
        rows += count;
        if (state === 'running' && this.now() - writtenAt >= WRITE_EVERY_MS) write();
      },
      end: (ended) => {
        if (state !== 'running') return;
        state = ended;
        write();
      },
    };
  }
}
