import '../answering.css';
import './form-preview.css';
import { useState } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import type { PublicForm } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { AnswerForm } from '../answer-form';
import { FormHeader } from '../public-form-page';
import { useFormInLanguage } from '../flow/form-language';
import { useT } from '#app/shared/i18n/use-t';
import { formPreviewMessages } from './form-preview-messages';

type PreviewWidth = 'phone' | 'desktop';

/**
 * The form as a respondent would see it, from a design held in memory (the designer's draft or a
 * version under review): the real answering flow with logic, validation, pages and cover pages,
 * keeping and sending nothing. A phone-wide frame or the desktop width.
 */
export function FormPreview({ form: stored }: { form: PublicForm }) {
  const form = useFormInLanguage(stored);
  const t = useT(formPreviewMessages);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [round, setRound] = useState(0);
  return (
    <section className="form-preview" aria-labelledby="form-preview-heading">
      <div className="form-preview-bar">
        <h2 id="form-preview-heading" className="sr-only">{t('answerFlow.preview.title')}</h2>
        <RadioGroup value={width} onChange={(value) => setWidth(value === 'phone' ? 'phone' : 'desktop')}
          orientation="horizontal" className="form-preview-width">
          <Label>{t('answerFlow.preview.width')}</Label>
          <div className="form-preview-width-options">
            <Radio value="phone" className="form-preview-width-option">{t('answerFlow.preview.phone')}</Radio>
            <Radio value="desktop" className="form-preview-width-option">{t('answerFlow.preview.desktop')}</Radio>
          </div>
        </RadioGroup>
        <Button onPress={() => setRound((n) => n + 1)}>{t('answerFlow.preview.restart')}</Button>
      </div>
      <Alert tone="info">{t('answerFlow.preview.banner')}</Alert>
      <div className="form-preview-frame" data-width={width} role="region" aria-label={t('answerFlow.preview.frame')}>
        <article className="public-form" aria-labelledby="form-title">
          <AnswerForm key={round} form={form} header={<FormHeader form={form} />} preview />
        </article>
      </div>
    </section>
  );
}
