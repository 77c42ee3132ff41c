import { useMemo } from 'react';
import type { PublicForm } from '#core/forms';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import type { DesignerState } from '../state/state';

/** The design as the author sees it now, saved or not, shown as a respondent would see it. */
export function PreviewTab({ state, view: View }: { state: DesignerState; view: FormPreviewView }) {
  const { formId, shortUrl, baseVersion, design } = state;
  const form = useMemo<PublicForm>(
    () => ({ id: formId ?? 0, shortUrl: shortUrl ?? '', version: baseVersion ?? 0, design }),
    [formId, shortUrl, baseVersion, design],
  );
  return <View form={form} />;
}
