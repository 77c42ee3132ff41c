import { useIntl } from 'react-intl';
import type { FormSummary } from '#core/forms';
import { FormListsActions, useFormTitle } from './form-lists-actions';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { type FormListKind, showsOwner } from './form-lists-search';
import { useT } from '#app/shared/i18n/use-t';
import { formListsMessages } from './form-lists-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';

interface Props {
  kind: FormListKind;
  forms: readonly FormSummary[];
  caption: string;
}

/** Desktop: one row per form; lists of other people's forms add the owner, the shared list the caller's access. */
export function FormListsTable({ kind, forms, caption }: Props) {
  const intl = useIntl();
  const t = useT(formListsMessages, formsMessages);
  const dateTime = useDateTime();
  const titleOf = useFormTitle();
  return (
    <div className="form-table-wrap">
      <table className="form-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('formLists.col.title')}</th>
            {showsOwner(kind) && <th scope="col">{t('formLists.col.owner')}</th>}
            {kind === 'shared' && <th scope="col">{t('formLists.col.access')}</th>}
            <th scope="col">{t('formLists.col.status')}</th>
            <th scope="col" className="numeric">{t('formLists.col.answers')}</th>
            <th scope="col">{t('formLists.col.updated')}</th>
            <th scope="col">{t('formLists.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => (
            <tr key={form.id}>
              <th scope="row" className="form-table-title">{titleOf(form)}</th>
              {showsOwner(kind) && <td>{form.ownerName}</td>}
              {kind === 'shared' && <td>{t(`formLists.access.${form.access}`)}</td>}
              <td><span className="status-badge" data-status={form.status}>{t(`forms.status.${form.status}`)}</span></td>
              <td className="numeric" data-testid="response-count">{intl.formatNumber(form.responseCount)}</td>
              <td><time dateTime={form.updatedAt}>{dateTime(form.updatedAt)}</time></td>
              <td><FormListsActions form={form} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
