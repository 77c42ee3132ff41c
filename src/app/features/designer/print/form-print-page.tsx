import '#app/shared/ui/print.css';
import './form-print.css';
import { displayOnlyKinds, FormStatus, localizeDesign, type FormDetail } from '#core/forms';
import { useLanguage } from '#app/shared/i18n/i18n-provider';
import { shortLinkUrl } from '#app/shared/lib/short-link-url';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { svgDataUrl } from '../share/qr-code';
import { useQrSvg } from '../share/use-qr-svg';
import { PrintContent, PrintQuestion } from './print-element';
import { questionNumbers } from './print-numbering';
import { usePrintText } from './print-parts';

/**
 * The saved form on A4 paper for collecting answers by hand: title, description, the short link and
 * its QR code, then each page as a section with numbered questions. The toolbar is for the screen only.
 */
export function FormPrintPage({ form }: { form: FormDetail }) {
  const t = usePrintText();
  // the sheet's own words follow the app's language: a bilingual form's texts do too
  const design = localizeDesign(form.design, useLanguage());
  const numbers = questionNumbers(design);
  const title = design.title.trim() || t('forms.untitled');
  const sectioned = design.phases.length > 1;
  return (
    <div className="form-print print-page">
      <div className="form-print-toolbar no-print" role="group" aria-label={t('print.toolbar')}>
        <LinkButton to="/forms/$id/edit" params={{ id: form.id }}>← {t('print.back')}</LinkButton>
        <Button variant="primary" onPress={() => window.print()}>{t('print.print')}</Button>
        <p className="muted">{t('print.screenNote')}</p>
        {form.status !== FormStatus.Active && <Alert tone="warning">{t('print.notPublished')}</Alert>}
      </div>
      <article className="form-print-sheet" aria-labelledby="form-print-title">
        <header className="form-print-header">
          <div className="form-print-heading">
            <h1 id="form-print-title">{title}</h1>
            {design.description && <RichTextView html={design.description} className="print-description" />}
            <p className="print-hint">{t('print.instructions')} {t('print.requiredNote')}</p>
          </div>
          {form.shortUrl && <PrintQr url={shortLinkUrl(form.shortUrl)} />}
        </header>
        {design.phases.map((phase, index) => {
          const headed = sectioned || phase.title.trim() !== '';
          const headingId = `print-phase-${phase.id}`;
          return (
            <section key={phase.id} className="form-print-section" aria-labelledby={headed ? headingId : undefined}>
              {headed && <h2 id={headingId}>{phase.title.trim() || t('print.section', { n: index + 1 })}</h2>}
              {phase.description && <RichTextView html={phase.description} className="print-description" />}
              {phase.elements.map((element) => displayOnlyKinds.includes(element.kind)
                ? <PrintContent key={element.id} element={element} level={headed ? 'h3' : 'h2'} />
                : <PrintQuestion key={element.id} element={element} number={numbers.get(element.id) ?? 0} level={headed ? 'h3' : 'h2'} />)}
            </section>
          );
        })}
      </article>
    </div>
  );
}

function PrintQr({ url }: { url: string }) {
  const t = usePrintText();
  const qr = useQrSvg(url);
  return (
    <div className="form-print-qr">
      {qr.state === 'ready' && <img src={svgDataUrl(qr.svg)} alt={t('print.qrAlt', { url })} width={120} height={120} />}
      <p className="print-link">{t('print.onlineAt', { url })}</p>
    </div>
  );
}
