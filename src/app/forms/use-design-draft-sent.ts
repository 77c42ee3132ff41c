import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { sameValue } from '#core/forms';
import { onDesignDraftSent, readDesignDraft, type DesignDraft, type DesignSentEvent } from '#offline/index';
import type { DesignerAction, DesignerState } from './designer-state';
import { formKeys } from './forms-api';
import type { DesignDraftHandle } from './use-design-draft';

export interface SentHandlers {
  /** true while the author's own save runs: it reports the outcome itself */
  isBusy: () => boolean;
  /** a form this designer created (its first save): the page moves to its edit address */
  onCreated: (formId: number) => void;
  /** a send the author did not wait for (the connection came back) */
  onReported: (event: DesignSentEvent) => void;
  onConflict: (draft: DesignDraft) => void;
}

/**
 * Applies to the editor whatever became of its draft's send, whoever sent it (the author's save,
 * or the app's sync when the connection returned): the saved version, or the conflict.
 */
export function useDesignDraftSent(
  state: DesignerState,
  dispatch: Dispatch<DesignerAction>,
  draft: Pick<DesignDraftHandle, 'currentKey' | 'rebase'>,
  handlers: SentHandlers,
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ state, handlers, draft });
  useEffect(() => {
    latest.current = { state, handlers, draft };
  });

  useEffect(
    () =>
      onDesignDraftSent((event) => {
        const { state: current, handlers: on, draft: own } = latest.current;
        if (event.key !== own.currentKey()) return;
        const { outcome } = event;
        if (outcome.kind === 'saved') {
          const { saved } = outcome;
          // the reducer keeps edits typed while the save travelled: `sent` must be the very design on screen when unchanged
          const sent = sameValue(current.design, event.sent) ? current.design : event.sent;
          dispatch({ type: 'saved', formId: saved.formId, version: saved.version, shortUrl: saved.shortUrl, status: saved.status, sent, design: saved.design });
          own.rebase(event.key, saved.design);
          void queryClient.invalidateQueries({ queryKey: formKeys.list() });
          void queryClient.invalidateQueries({ queryKey: formKeys.detail(saved.formId) });
          if (current.formId === null) on.onCreated(saved.formId);
        }
        if (outcome.kind === 'conflict' && !on.isBusy()) {
          void readDesignDraft(event.key).then((draft) => draft && on.onConflict(draft));
        }
        if (!on.isBusy()) on.onReported(event);
      }),
    [dispatch, queryClient],
  );
}
