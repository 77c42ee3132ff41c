import { useState } from 'react';
import { FormStatus, type FormStatusValue } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { useT } from '#app/shared/i18n/use-t';
import { shareMessages } from './share-messages';
import { useDomainMessage } from '#app/shared/i18n/use-message';

type CopyState = 'idle' | 'copied' | 'failed';

/** The short link, a copy button with a confirmation or a manual fallback, and the not-published notice. */
export function ShareLink({ url, status }: { url: string; status: FormStatusValue | null }) {
  const t = useT(shareMessages);
  const domainMessage = useDomainMessage();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="share-link">
      <p className="share-row">
        <span className="muted">{t('shareTab.link')}: </span>
        <a href={url} className="short-link" data-testid="short-link">{url}</a>
      </p>
      {status !== FormStatus.Active && <Alert tone="warning">{domainMessage({ key: 'error.formNotPublished' })}</Alert>}
      <Button onPress={() => void copyLink()}>{t('shareTab.copy')}</Button>
      <div aria-live="polite">
        {copy === 'copied' && <Alert tone="success">{t('shareTab.copied')}</Alert>}
      </div>
      {copy === 'failed' && (
        <Alert tone="warning">
          {t('shareTab.copyFailed')}
          <input
            className="share-fallback"
            readOnly
            value={url}
            aria-label={t('shareTab.link')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Alert>
      )}
    </div>
  );
}
