import { useEffect, useRef, useState } from 'react';
import { backupFileName, discardItem, exportOutbox, retryItem, shortUrlOfForm, type OutboxItem } from '#offline/index';
import { downloadBlob } from '#app/shared/lib/download';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { showToast } from '#app/shared/ui/toast';
import { CaptchaRetry } from './captcha-retry';
import { VerificationRetry } from './verification-retry';
import { guidanceFor, guidanceText } from './item-guidance';
import { problemText } from './problem-text';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

/**
 * One answer that needs a person: its form, the reason, what to do about it (solve a captcha, sign
 * in again, open the form to verify...) and retry / export / discard. Discard always asks first.
 */
export function OutboxItemRow({ item }: { item: OutboxItem }) {
  const formatDate = useDateFormat();
  const t = useT(syncMessages);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const guidance = guidanceFor(item.problem?.code);
  useEffect(() => {
    // the Discard button is replaced by the question: move focus to it so keyboard users are not lost
    if (confirming) confirmRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [confirming]);
  const act = (action: () => Promise<void>) => {
    action().catch(() => showToast('error', t('sync.actionFailed')));
  };
  const exportThenAsk = () =>
    act(async () => {
      const { blob } = await exportOutbox({ responseIds: [item.responseId] });
      downloadBlob(blob, backupFileName());
      showToast('success', t('sync.exported'));
      setConfirming(true);
    });
  const canRetry = guidance !== 'conflict' && guidance !== 'captcha' && (item.state === 'needs-attention' || guidance !== 'other');
  const canExport = guidance === 'conflict' || guidance === 'formUnavailable' || item.state === 'rejected';
  return (
    <li className="outbox-item">
      <strong>{item.formTitle}</strong>
      <span className="outbox-item-state" data-state={item.state}>
        {t(`sync.state.${item.state === 'rejected' ? 'rejected' : 'needs-attention'}`)}
      </span>
      <span>{problemText(t, item.problem?.code, item.problem?.message) ?? t('sync.noReason')}</span>
      {guidance !== 'other' && <p className="outbox-item-guidance">{t(guidanceText[guidance])}</p>}
      <span className="muted">
        {t('sync.savedAt', { time: formatDate(item.createdAt) })}
      </span>
      {guidance === 'captcha' && !confirming && <CaptchaRetry responseId={item.responseId} />}
      {guidance === 'verification' && !confirming && <VerificationRetry responseId={item.responseId} formId={item.submission.formId} />}
      {confirming ? (
        <div ref={confirmRef} className="outbox-item-actions" role="group" aria-label={t('sync.discard')}>
          <p>{t('sync.discardConfirm')}</p>
          <Button variant="danger" onPress={() => act(() => discardItem(item.responseId))}>{t('sync.discardYes')}</Button>
          <Button onPress={() => setConfirming(false)}>{t('sync.discardNo')}</Button>
        </div>
      ) : (
        <div className="outbox-item-actions">
          {(guidance === 'signIn' || guidance === 'author') && (
            <LinkButton to="/login" search={{ redirect: '/offline' }} variant="primary">{t('sync.signIn')}</LinkButton>
          )}
          {guidance === 'verification' && <OpenFormLink formId={item.submission.formId} />}
          {canRetry && (
            <Button variant={guidance === 'signIn' || guidance === 'author' ? 'secondary' : 'primary'} onPress={() => act(() => retryItem(item.responseId))}>
              {t('sync.retry')}
            </Button>
          )}
          {canExport && <Button onPress={exportThenAsk}>{t('sync.exportThenDiscard')}</Button>}
          <Button variant="danger" onPress={() => setConfirming(true)}>{t('sync.discard')}</Button>
        </div>
      )}
    </li>
  );
}

/** A link to the form on this device (kept or opened before), to verify there. */
function OpenFormLink({ formId }: { formId: number }) {
  const t = useT(syncMessages);
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    shortUrlOfForm(formId).then((found) => live && setShortUrl(found), () => undefined);
    return () => {
      live = false;
    };
  }, [formId]);
  if (!shortUrl) return null;
  return (
    <LinkButton to="/$code" params={{ code: shortUrl }} variant="primary">
      {t('sync.openForm')}
    </LinkButton>
  );
}
