import { plainText } from '#core/forms';
import type { FormDesign, PageCover } from '#core/forms';
import { useT } from '#app/shared/i18n/use-t';
import { reviewKindMessages } from '#app/shared/forms/review-kind-messages';
import { reviewMessages } from './review-messages';

/** The design read-only: texts as plain text (nothing of the author's markup runs here), phases and their elements. */
export function ReviewPreview({ design }: { design: FormDesign }) {
  const t = useT(reviewKindMessages, reviewMessages);
  const untitled = t('reviewQueue.untitled');
  return (
    <section className="card review-preview" aria-labelledby="review-preview-heading">
      <h2 id="review-preview-heading">{t('reviewQueue.preview')}</h2>
      <h3 className="review-form-title">{plainText(design.title) || untitled}</h3>
      {design.description && <p className="review-text">{plainText(design.description)}</p>}
      <CoverPage label={t('reviewQueue.welcome')} page={design.welcome} />
      {design.phases.map((phase, index) => (
        <section key={phase.id} className="review-phase" aria-labelledby={`review-phase-${phase.id}`}>
          <h4 id={`review-phase-${phase.id}`}>{t('reviewQueue.phase', { n: index + 1, title: plainText(phase.title) || untitled })}</h4>
          {phase.description && <p className="review-text">{plainText(phase.description)}</p>}
          {phase.elements.length === 0 ? (
            <p className="muted">{t('reviewQueue.noElements')}</p>
          ) : (
            <ol className="review-elements">
              {phase.elements.map((element) => (
                <li key={element.id}>
                  <span className="review-element-title">{plainText(element.title) || plainText(element.caption ?? '') || untitled}</span>
                  <span className="review-kind">{t(`reviewKind.${element.kind}`)}{element.required ? ` · ${t('reviewQueue.required')}` : ''}</span>
                  {element.description && <span className="review-text review-element-text">{plainText(element.description)}</span>}
                  {element.content && <span className="review-text review-element-text">{plainText(element.content)}</span>}
                  {element.options && element.options.length > 0 && (
                    <span className="review-options">{element.options.map((o) => o.label).join(' · ')}</span>
                  )}
                  {element.mediaUrl && <span className="review-text review-element-text">{element.mediaUrl}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <CoverPage label={t('reviewQueue.thankYou')} page={design.thankYou} />
      {design.logic.length > 0 && <p className="muted">{t('reviewQueue.rules', { count: design.logic.length })}</p>}
    </section>
  );
}

function CoverPage({ label, page }: { label: string; page: PageCover | undefined }) {
  if (!page || (!page.title && !page.description)) return null;
  return (
    <div className="review-cover">
      <h4>{label}</h4>
      {page.title && <p className="review-element-title">{plainText(page.title)}</p>}
      {page.description && <p className="review-text">{plainText(page.description)}</p>}
      {page.buttonText && <p className="muted">{page.buttonText}</p>}
    </div>
  );
}
