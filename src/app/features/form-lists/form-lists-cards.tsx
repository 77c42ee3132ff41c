import type { FormSummary } from '#core/forms';
import { FormListsActions, useFormTitle } from './form-lists-actions';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { type FormListKind, showsOwner } from './form-lists-search';
import { useT } from '#app/shared/i18n/use-t';
import { formListsMessages } from './form-lists-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';

/** Phone: one card per form, the facts stacked above the actions. */
export function FormListsCards({ kind, forms, caption }: { kind: FormListKind; forms: readonly FormSummary[]; caption: string }) {
  const t = useT(formListsMessages, formsMessages);
  const dateTime = useDateTime();
  const titleOf = useFormTitle();
  return (
    <ul className="form-list" aria-label={caption}>
      {forms.map((form) => (
        <li key={form.id} className="card form-row">
          <h2 className="form-row-title">{titleOf(form)}</h2>
          <dl className="form-row-facts">
            <div>
              <dt>{t('formLists.col.status')}</dt>
              <dd><span className="status-badge" data-status={form.status}>{t(`forms.status.${form.status}`)}</span></dd>
            </div>
            <div>
              <dt>{t('formLists.col.answers')}</dt>
              <dd data-testid="response-count">{t('forms.answers', { count: form.responseCount })}</dd>
            </div>
            <div>
              <dt>{t('formLists.col.updated')}</dt>
              <dd><time dateTime={form.updatedAt}>{dateTime(form.updatedAt)}</time></dd>
            </div>
            {showsOwner(kind) && (
              <div>
                <dt>{t('formLists.col.owner')}</dt>
                <dd>{kind === 'shared' ? `${form.ownerName} · ${t(`formLists.access.${form.access}`)}` : form.ownerName}</dd>
              </div>
            )}
          </dl>
          <FormListsActions form={form} />
        </li>
      ))}
    </ul>
  );
}
