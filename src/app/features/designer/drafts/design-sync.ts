import { ErrorCode } from '#core/api';
import {
  sendDesignDraft, type DesignDraft, type DesignSendOutcome, type DesignSentEvent, type DesignSyncTransport, warnInBackground,
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

/** Sends one draft now and gives what became of it (a send of it in flight is waited for, not repeated). */
export const sendDesignDraftNow = (key: string): Promise<DesignSentEvent | null> => sendDesignDraft(designSyncTransport, key);
