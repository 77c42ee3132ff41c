import { useEffect } from 'react';
import { setUnsavedWork } from '../pwa/form-activity';

function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/**
 * While the design has unsaved edits: the update prompt waits, and closing or reloading the tab
 * asks first (design drafts are not yet kept on the device).
 */
export function useUnsavedDesignGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    setUnsavedWork('designer', true);
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => {
      setUnsavedWork('designer', false);
      window.removeEventListener('beforeunload', warnBeforeLeaving);
    };
  }, [dirty]);
}
