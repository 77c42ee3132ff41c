import type { FormAccess } from '#core/api/form-sharing.contract';
import type { FormStatusValue } from '#core/forms/form.schema';
import { DesignerShare } from './designer-share';

/** The share tab (placeholder until per-user sharing lands). */
export function ShareTab({ shortUrl, status }: { formId: number | null; status: FormStatusValue | null; shortUrl: string | null; access: FormAccess }) {
  return <DesignerShare shortUrl={shortUrl} status={status} />;
}
