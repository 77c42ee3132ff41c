import { useMemo } from 'react';
import { type FormSettings, type PublicForm, designOffers, localizeDesign } from '#core/forms';
import { useLanguage } from '#app/shared/i18n/i18n-provider';
import { LanguageSwitch } from '#app/shared/i18n/language-switch';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from './answer-flow-messages';

/**
 * The form in the language the person chose with the app's VI/EN switch: English texts where the
 * author wrote them, Vietnamese elsewhere. Ids and option values stay, so answers do not depend on it.
 */
export function useFormInLanguage(form: PublicForm): PublicForm {
  const language = useLanguage();
  return useMemo(() => ({ ...form, design: localizeDesign(form.design, language) }), [form, language]);
}

/** On a form written in Vietnamese and English: the choice of language, at the top of the form. */
export function FormLanguageChoice({ settings }: { settings: FormSettings }) {
  const t = useT(answerFlowMessages);
  if (!designOffers({ settings }, 'en')) return null;
  return (
    <div className="flow-language">
      <span>{t('answerFlow.formLanguages')}</span>
      <LanguageSwitch label={t('answerFlow.formLanguage')} />
    </div>
  );
}
