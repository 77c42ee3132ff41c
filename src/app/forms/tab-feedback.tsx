/** The feedback tab (placeholder until error reports are listed). */
export function FeedbackTab(_props: { formId: number | null }) {
  return null;
}
