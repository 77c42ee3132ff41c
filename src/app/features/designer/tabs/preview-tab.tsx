import { useMemo, type ComponentType } from 'react';
import type { PublicForm } from '#core/forms';
import type { DesignerState } from '../state/state';

/** The answering feature's preview, handed in by the route (a feature never imports another). */
export type FormPreviewView = ComponentType<{ form: PublicForm }>;

/** The design as the author sees it now, saved or not, shown as a respondent would see it. */
export function PreviewTab({ state, view: View }: { state: DesignerState; view: FormPreviewView }) {
  const { formId, shortUrl, baseVersion, design } = state;
  const form = useMemo<PublicForm>(
    () => ({ id: formId ?? 0, shortUrl: shortUrl ?? '', version: baseVersion ?? 0, design }),
    [formId, shortUrl, baseVersion, design],
  );
  return <View form={form} />;
}
