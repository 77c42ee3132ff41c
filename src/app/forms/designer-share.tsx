import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormStatus, type FormStatusValue } from '#core/forms/form.schema';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/** The short link, always visible, and a copy button with a confirmation or a manual fallback. */
export function DesignerShare({ shortUrl, status }: { shortUrl: string | null; status: FormStatusValue | null }) {
  const intl = useIntl();
  const [copy, setCopy] = useState<CopyState>('idle');
  const t = (id: string) => intl.formatMessage({ id });
  if (!shortUrl) {
    return (
      <section className="card designer-section" aria-labelledby="share-heading">
        <h2 id="share-heading">{t('designer.share.title')}</h2>
        <p className="muted">{t('designer.share.saveFirst')}</p>
      </section>
    );
  }
  const url = `${location.origin}/${shortUrl}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className="card designer-section" aria-labelledby="share-heading">
      <h2 id="share-heading">{t('designer.share.title')}</h2>
      <p className="share-row">
        <span className="muted">{t('designer.share.link')}: </span>
        <a href={url} className="short-link" data-testid="short-link">{url}</a>
      </p>
      {status !== FormStatus.Active && <p className="muted">{t('designer.share.notPublished')}</p>}
      <Button onPress={() => void copyLink()}>{t('designer.share.copy')}</Button>
      <div aria-live="polite">
        {copy === 'copied' && <Alert tone="success">{t('designer.share.copied')}</Alert>}
      </div>
      {copy === 'failed' && (
        <Alert tone="warning">
          {t('designer.share.copyFailed')}
          <input
            className="share-fallback"
            readOnly
            value={url}
            aria-label={t('designer.share.link')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Alert>
      )}
    </section>
  );
}
