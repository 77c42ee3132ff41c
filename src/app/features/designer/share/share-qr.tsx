import { downloadBlob } from '#app/shared/lib/download';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { qrFileName, qrPng, svgDataUrl } from './qr-code';
import { useQrSvg } from './use-qr-svg';
import { useT } from '#app/shared/i18n/use-t';
import { shareMessages } from './share-messages';

/** The QR code of the short link, its PNG and SVG downloads, and the way to the printable form. */
export function ShareQr({ formId, url, formTitle }: { formId: number; url: string; formTitle: string }) {
  const t = useT(shareMessages);
  const qr = useQrSvg(url);
  const fileName = qrFileName(formTitle);
  const downloadPng = async () => downloadBlob(await qrPng(url), `${fileName}.png`);
  return (
    <section className="share-qr" aria-labelledby="share-qr-heading">
      <h3 id="share-qr-heading">{t('shareTab.qr.title')}</h3>
      {qr.state === 'failed' && <Alert tone="warning">{t('shareTab.qr.failed')}</Alert>}
      {qr.state === 'drawing' && <p className="muted" role="status">{t('shareTab.qr.drawing')}</p>}
      {qr.state === 'ready' && (
        <>
          <img className="share-qr-image" src={svgDataUrl(qr.svg)} alt={t('shareTab.qr.alt', { url })} width={200} height={200} />
          <p className="muted">{t('shareTab.qr.hint')}</p>
          <div className="share-qr-actions">
            <Button onPress={() => void downloadPng()}>{t('shareTab.qr.png')}</Button>
            <Button onPress={() => downloadBlob(new Blob([qr.svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}>{t('shareTab.qr.svg')}</Button>
          </div>
        </>
      )}
      <p><LinkButton to="/forms/$id/print" params={{ id: formId }}>{t('shareTab.print')}</LinkButton></p>
    </section>
  );
}
