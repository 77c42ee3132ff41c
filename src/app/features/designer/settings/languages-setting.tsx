import '../english/english.css';
import { type FormDesign, designOffers, missingEnglishTexts } from '#core/forms';
import { Switch } from '#app/shared/ui/switch';
import { describeMissing } from '../english/missing-english';
import { useT } from '#app/shared/i18n/use-t';
import { designerEnglishMessages } from '#app/features/designer/english/english-messages';
import { designerMessages } from '../designer-messages';
import { historyFieldMessages } from '../history/history-field-messages';
import { designerCoverMessages } from '../tabs/designer-cover-messages';
import { tabDesignMessages } from '../tabs/design-messages';

/** Lists at most this many places without English; the count says how many there are. */
const SHOWN_GAPS = 15;

/** Whether the form is also written in English, and (when it is) where an English text is still missing: a warning, saving is not refused. */
export function LanguagesSetting({ design, readOnly, onChange }: { design: FormDesign; readOnly: boolean; onChange: (english: boolean) => void }) {
  const t = useT(designerEnglishMessages);
  const gapWords = useT(designerMessages, tabDesignMessages, designerCoverMessages, historyFieldMessages);
  const english = designOffers(design, 'en');
  const missing = missingEnglishTexts(design);
  return (
    <section className="card designer-section" aria-labelledby="settings-languages-heading">
      <h2 id="settings-languages-heading">{t('designerEnglish.section')}</h2>
      <Switch isSelected={english} isDisabled={readOnly} onChange={onChange}>{t('designerEnglish.switch')}</Switch>
      <p className="field-description">{t('designerEnglish.switch.hint')}</p>
      {missing.length > 0 && (
        <div className="designer-english-gaps" role="note">
          <p>{t('designerEnglish.missing', { count: missing.length })}</p>
          <ul>
            {missing.slice(0, SHOWN_GAPS).map((path) => <li key={path}>{describeMissing(gapWords, design, path)}</li>)}
            {missing.length > SHOWN_GAPS && <li>…</li>}
          </ul>
        </div>
      )}
    </section>
  );
}
