import { useEffect } from 'react';
import { setUnsavedWork } from '#app/shell/pwa/form-activity';
import { useDesignDraftStored } from './use-design-draft-stored';

function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/**
 * Edits are autosaved to the device's design draft (~300 ms after each change) and restored when
 * the tab reloads, so leaving is safe once the draft is stored. Only in the short moment between
 * an edit and its autosave do closing or reloading the tab ask first, and the update prompt wait.
 */
export function useUnsavedDesignGuard(dirty: boolean): void {
  const stored = useDesignDraftStored();
  const atRisk = dirty && !stored;
  useEffect(() => {
    if (!atRisk) return undefined;
    setUnsavedWork('designer', true);
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => {
      setUnsavedWork('designer', false);
      window.removeEventListener('beforeunload', warnBeforeLeaving);
    };
  }, [atRisk]);
}
