import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookDelivery, WebhookItem } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { showToast } from '#app/shared/ui/toast';
import { DELIVERIES_PAGE_SIZE, deliveriesQuery, resendDelivery, webhookKeys } from './webhooks-api';
import { useWebhooksWords } from './use-webhooks-words';

const shortId = (id: string) => id.slice(0, 8);

function Result({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useWebhooksWords();
  if (delivery.attempts === 0 && !delivery.lastAttemptAt) return <>{t('webhooks.notYet')}</>;
  return <>{delivery.lastError ?? (delivery.lastHttpStatus === null ? '' : `HTTP ${delivery.lastHttpStatus}`)}</>;
}

function When({ delivery }: { delivery: WebhookDelivery }) {
  const { t, when } = useWebhooksWords();
  return (
    <ul className="webhooks-times">
      {delivery.deliveredAt && <li>{t('webhooks.deliveredAt', { at: when(delivery.deliveredAt) })}</li>}
      {delivery.lastAttemptAt && !delivery.deliveredAt && <li>{t('webhooks.lastAttempt', { at: when(delivery.lastAttemptAt) })}</li>}
      {delivery.nextAttemptAt && <li>{t('webhooks.nextAttempt', { at: when(delivery.nextAttemptAt) })}</li>}
    </ul>
  );
}

/** The delivery log of one webhook, newest first, with "send again" on each delivery. */
export function WebhookDeliveries({ webhook }: { webhook: WebhookItem }) {
  const { t, failure } = useWebhooksWords();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const log = useQuery({ ...deliveriesQuery(webhook.formId, webhook.id, page), placeholderData: keepPreviousData });
  const resend = useMutation({
    mutationFn: (deliveryId: number) => resendDelivery(webhook, deliveryId),
    onSuccess: () => {
      showToast('success', t('webhooks.resent'));
      void queryClient.invalidateQueries({ queryKey: webhookKeys.form(webhook.formId) });
    },
    onError: (error) => showToast('error', t('webhooks.failed', { reason: failure(error) })),
  });
  const caption = t('webhooks.log', { url: webhook.url });
  if (log.isPending) return <Spinner label={caption} />;
  if (log.isError) return <Alert tone="error">{failure(log.error)} <Button onPress={() => void log.refetch()}>{t('common.retry')}</Button></Alert>;
  const { data, totalData } = log.data;
  if (totalData === 0) return <p className="muted">{t('webhooks.logEmpty')}</p>;
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard */}
      <div className="webhooks-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="webhooks-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('webhooks.col.answer')}</th>
              <th scope="col">{t('webhooks.col.status')}</th>
              <th scope="col">{t('webhooks.col.attempts')}</th>
              <th scope="col">{t('webhooks.col.result')}</th>
              <th scope="col">{t('webhooks.col.when')}</th>
              <th scope="col">{t('webhooks.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((delivery) => (
              <tr key={delivery.id}>
                <th scope="row"><code title={delivery.deliveryId}>{shortId(delivery.responseId)}</code></th>
                <td><span className="webhooks-status" data-status={delivery.status}>{t(`webhooks.status.${delivery.status}`)}</span></td>
                <td>{delivery.attempts}</td>
                <td className="webhooks-result"><Result delivery={delivery} /></td>
                <td><When delivery={delivery} /></td>
                <td>
                  <Button onPress={() => resend.mutate(delivery.id)} isDisabled={resend.isPending}
                    aria-label={t('webhooks.resendNamed', { id: shortId(delivery.responseId) })}>{t('webhooks.resend')}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={Math.ceil(totalData / DELIVERIES_PAGE_SIZE)} onPage={setPage} label={t('webhooks.logPages')} />
    </>
  );
}
