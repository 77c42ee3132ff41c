import './answering.css';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { RichTextView } from '../ui/rich-text-view';
import type { MessageKey } from '#core/i18n/message-keys';
import { ErrorCode } from '#core/api/envelope';
import { ApiError } from '../http/api-error';
import { useDomainMessage } from '../i18n/use-message';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { AnswerForm } from './answer-form';
import { publicFormQuery } from './public-form-api';

/** The public form at its short link: works offline once opened on this device. */
export function PublicFormPage({ shortUrl }: { shortUrl: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const query = useQuery(publicFormQuery(shortUrl));
  if (query.isPending) return <Spinner label={t('answering.loading')} />;
  if (query.isError) return <Unavailable error={query.error} onRetry={() => void query.refetch()} />;
  const { form, fromDevice } = query.data;
  return (
    <article className="public-form" aria-labelledby="form-title">
      <header className="card public-form-head">
        <h1 id="form-title" tabIndex={-1}>{form.design.title}</h1>
        {form.design.description && <RichTextView html={form.design.description} className="public-form-description" />}
      </header>
      {fromDevice && <Alert tone="info">{t('answering.offlineCopy')}</Alert>}
      <AnswerForm key={`${form.id}-${form.version}`} form={form} />
    </article>
  );
}

const closedMessages: Partial<Record<string, MessageKey>> = {
  [ErrorCode.FormDisabled]: 'error.formDisabled',
  [ErrorCode.FormAwaitingReview]: 'error.formAwaitingReview',
  [ErrorCode.FormClosed]: 'validation.expired',
};

function Unavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string) => intl.formatMessage({ id });
  const code = error instanceof ApiError ? error.code : '';
  const closedBecause = closedMessages[code];
  if (closedBecause) {
    return (
      <section className="card public-form-closed">
        <h1>{domain({ key: closedBecause })}</h1>
      </section>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section className="card public-form-closed">
        <h1>{t('answering.notFound.title')}</h1>
        <p>{t('answering.notFound.body')}</p>
      </section>
    );
  }
  const offline = error instanceof ApiError && error.isNetwork;
  /** the server's own message is already in the person's language; anything else gets ours */
  const serverSaid = error instanceof ApiError && error.status > 0 && error.code !== 'BAD_REPLY' && error.message !== '';
  return (
    <section className="card public-form-closed">
      <h1>{t('answering.unavailable.title')}</h1>
      <Alert tone="error">{offline ? t('answering.offlineNoCopy') : serverSaid ? error.message : domain({ key: 'error.server' })}</Alert>
      <Button onPress={onRetry}>{t('common.retry')}</Button>
    </section>
  );
}
