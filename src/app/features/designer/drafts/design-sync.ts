import { ErrorCode } from '#core/api';
import {
  onDesignDraftSent, syncDesignDrafts, type DesignDraft, type DesignSendOutcome, type DesignSentEvent, type DesignSyncTransport, warnInBackground,
} from '#offline/index';
import { ApiError } from '#app/shared/http/api-error';
import { markCells } from './cell-diff-client';
import { markDesignCells } from './design-sync-cells';
import { createForm, fetchFormDetail, updateForm, type SavedForm } from '../forms-api';
import { isUnreachable } from '#app/shared/http/offline-query';

/** Worth trying again later by itself: the server was out of reach, overloaded or failing. */
function isTransient(error: unknown): boolean {
  return isUnreachable(error) || (error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429));
}

const isConflict = (error: unknown) => error instanceof ApiError && (error.code === ErrorCode.VersionConflict || error.status === 409);

function savedOf(form: SavedForm): DesignSendOutcome {
  return { kind: 'saved', saved: { formId: form.id, version: form.version, shortUrl: form.shortUrl, status: form.status, design: form.design } };
}

async function send(draft: DesignDraft): Promise<DesignSendOutcome> {
  try {
    const design = await markDesignCells(draft.design, markCells);
    const form = draft.formId === null ? await createForm(design) : await updateForm(draft.formId, draft.baseVersion ?? 0, design);
    return savedOf(form);
  } catch (error) {
    if (draft.formId !== null && isConflict(error)) {
      try {
        const theirs = await fetchFormDetail(draft.formId);
        return { kind: 'conflict', theirs: theirs.design, theirsVersion: theirs.version };
      } catch (fetchError) {
        if (isTransient(fetchError)) return { kind: 'unreachable' };
        return refused(fetchError);
      }
    }
    if (isTransient(error)) return { kind: 'unreachable' };
    return refused(error);
  }
}

function refused(error: unknown): DesignSendOutcome {
  if (error instanceof ApiError) return { kind: 'refused', code: error.code, message: error.message };
  warnInBackground('[forms] design not sent', error);
  return { kind: 'unreachable' };
}

/** Sends design drafts with the page's session: create or update-form-edited, 409 → the server's form. */
export const designSyncTransport: DesignSyncTransport = { send };

/**
 * Sends one draft now and gives what became of it. When this page is already sending it (an
 * `online` trigger), waits for that send instead of sending twice.
 */
export async function sendDesignDraftNow(key: string): Promise<DesignSentEvent | null> {
  let stop: () => void = () => undefined;
  const later = new Promise<DesignSentEvent>((resolve) => {
    stop = onDesignDraftSent((event) => {
      if (event.key === key) resolve(event);
    });
  });
  try {
    const report = await syncDesignDrafts(designSyncTransport, [key]);
    const mine = report.sent.find((event) => event.key === key);
    if (mine) return mine;
    return report.busy.includes(key) ? await later : null;
  } finally {
    stop();
  }
}
