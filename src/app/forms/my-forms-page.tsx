import './my-forms.css';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FormSummary } from '#core/forms/form.schema';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { LinkButton } from '../ui/link-button';
import { Spinner } from '../ui/spinner';
import { myFormsQuery } from './forms-api';

/** "My forms": each form's status, how many answers reached the server, its short link, and edit. */
export function MyFormsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const forms = useQuery(myFormsQuery());
  return (
    <div className="my-forms">
      <div className="my-forms-head">
        <h1>{t('forms.myForms.title')}</h1>
        <LinkButton to="/forms/new" variant="primary">{t('forms.myForms.create')}</LinkButton>
      </div>
      {forms.isPending && <Spinner label={t('forms.myForms.loading')} />}
      {forms.isError && (
        <Alert tone="error">
          {t('forms.myForms.loadFailed')}{' '}
          <Button onPress={() => void forms.refetch()}>{t('common.retry')}</Button>
        </Alert>
      )}
      {forms.data && forms.data.data.length === 0 && <p>{t('forms.myForms.empty')}</p>}
      {forms.data && forms.data.data.length > 0 && (
        <>
          <p className="muted">{t('forms.myForms.count', { count: forms.data.totalData })}</p>
          <ul className="form-list" aria-label={t('forms.myForms.title')}>
            {forms.data.data.map((form) => <FormRow key={form.id} form={form} />)}
          </ul>
        </>
      )}
    </div>
  );
}

function FormRow({ form }: { form: FormSummary }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = form.title.trim() || t('forms.untitled');
  const url = `${location.origin}/${form.shortUrl}`;
  return (
    <li className="card form-row">
      <h2 className="form-row-title">{title}</h2>
      <dl className="form-row-facts">
        <div>
          <dt>{t('forms.col.status')}</dt>
          <dd><span className="status-badge" data-status={form.status}>{t(`forms.status.${form.status}`)}</span></dd>
        </div>
        <div>
          <dt>{t('forms.col.answers')}</dt>
          <dd data-testid="response-count">{t('forms.answers', { count: form.responseCount })}</dd>
        </div>
        <div>
          <dt>{t('forms.col.link')}</dt>
          <dd><a href={url} className="short-link">/{form.shortUrl}</a></dd>
        </div>
      </dl>
      <LinkButton to="/forms/$id/edit" params={{ id: form.id }} aria-label={t('forms.edit', { title })}>
        {t('forms.editShort')}
      </LinkButton>
    </li>
  );
}
