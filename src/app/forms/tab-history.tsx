import type { FormDetail } from '#core/forms/form.schema';

/** The history tab (placeholder until the history list lands). */
export function HistoryTab(_props: { formId: number | null; onRestored: (form: FormDetail) => void }) {
  return null;
}
