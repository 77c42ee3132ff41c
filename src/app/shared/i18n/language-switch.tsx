import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { LANGUAGES, type Language } from '#core/constants';
import { useLanguage } from './i18n-provider';
import { switchLanguage } from './catalogue-loader';
import { showToast } from '#app/shared/ui/toast-store';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from './common-messages';

const names: Record<Language, { short: string; full: string }> = {
  vi: { short: 'VI', full: 'Tiếng Việt' },
  en: { short: 'EN', full: 'English' },
};

/** vi / en switch; the choice is kept in localStorage (language-store). Names stay in their own language. `label`: its accessible name (default "Language"). */
export function LanguageSwitch({ label }: { label?: string }) {
  const t = useT(commonMessages);
  const language = useLanguage();
  const change = (keys: Set<Key>) => {
    const [next] = [...keys];
    if (next === 'vi' || next === 'en') switchLanguage(next).catch(() => showToast('error', t('common.networkError')));
  };
  return (
    <ToggleButtonGroup
      aria-label={label ?? t('common.language')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[language]}
      onSelectionChange={change}
      className="language-switch"
    >
      {LANGUAGES.map((lang) => (
        <ToggleButton key={lang} id={lang} className="language-option" aria-label={`${names[lang].short} — ${names[lang].full}`} lang={lang}>
          {names[lang].short}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
