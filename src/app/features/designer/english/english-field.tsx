import type { ReactNode } from 'react';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { TextField } from '#app/shared/ui/text-field';
import { type EnglishField, type Translatable, englishOf, useFormEnglish, withEnglish } from './english-texts';
import { useT } from '#app/shared/i18n/use-t';
import { designerEnglishMessages } from './english-messages';

interface Props<H extends Translatable> {
  /** the Vietnamese field's label; the English one is labelled "<label> (English)" */
  label: ReactNode;
  holder: H;
  field: EnglishField<H>;
  onChange: (translations: H['translations']) => void;
  isReadOnly?: boolean | undefined;
  multiline?: boolean;
  /** a rich-text field (descriptions, content) */
  rich?: boolean;
  maxLength?: number;
}

/** The English version of one text, under its Vietnamese field; shown only on a form written in English too. */
export function EnglishTextField<H extends Translatable>({ label, holder, field, onChange, isReadOnly, multiline, rich, maxLength }: Props<H>) {
  const t = useT(designerEnglishMessages);
  const english = useFormEnglish();
  if (!english) return null;
  const englishLabel = t.rich('designerEnglish.field', { label });
  const change = (text: string) => onChange(withEnglish(holder, field, text));
  const value = englishOf(holder, field);
  if (rich) {
    return <RichTextEditor label={englishLabel} value={value} isDisabled={isReadOnly ?? false} onChange={change} />;
  }
  return (
    <TextField label={englishLabel} value={value} isReadOnly={isReadOnly ?? false} multiline={multiline ?? false}
      {...(maxLength === undefined ? {} : { maxLength })} onChange={change} />
  );
}
