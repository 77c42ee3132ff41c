import { use, useEffect, useRef, useState } from 'react';
import type { PublicForm } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { useCountdown } from '#app/shared/lib/use-countdown';
import { coverStyle, FlowCover } from './cover';
import { AnswerPreviewContext } from './preview-context';
import { safeRedirectTarget } from './redirect';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from './answer-flow-messages';
import { answeringMessages } from '#app/features/answering/answering-messages';
import { formPreviewMessages } from '#app/features/answering/preview/form-preview-messages';

/** Seconds before the thank-you page follows the author's redirect by itself. */
const REDIRECT_AFTER_S = 5;

/**
 * Shown only after the answer is durably in the outbox; the sync status tells when it reached the
 * server. In a preview it says nothing was sent, and the redirect is named but not followed.
 */
export function ThankYou({ form, onAgain }: { form: PublicForm; onAgain: () => void }) {
  const t = useT(answerFlowMessages, answeringMessages, formPreviewMessages);
  const preview = use(AnswerPreviewContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const thankYou = form.design.thankYou ?? { title: '' };
  const redirect = safeRedirectTarget(thankYou.redirectPath, window.location.origin);
  const target = preview ? null : redirect;
  const [waiting, setWaiting] = useState(target !== null);
  const go = () => {
    if (target) window.location.assign(target);
  };
  const left = useCountdown(REDIRECT_AFTER_S, waiting, go);
  return (
    <section className="card thank-you flow-cover-page" style={coverStyle(thankYou)} aria-labelledby="thank-you-heading">
      <FlowCover cover={thankYou} />
      <div className="flow-cover-body">
        <h2 id="thank-you-heading" ref={heading} tabIndex={-1}>
          {thankYou.title.trim() || t('answering.thanks.title')}
        </h2>
        {thankYou.description && <RichTextView html={thankYou.description} className="flow-cover-description" />}
        <p role="status">{t(preview ? 'answerFlow.preview.notSent' : 'answering.thanks.saved')}</p>
        {preview && redirect && <p className="muted">{t('answerFlow.preview.redirect', { target: redirect })}</p>}
        {target && (
          <div className="flow-redirect">
            <Button variant="primary" onPress={go}>{thankYou.buttonText?.trim() || t('answerFlow.continue')}</Button>
            {waiting && (
              <>
                <p role="timer">{t('answerFlow.redirectIn', { seconds: left })}</p>
                <Button variant="quiet" onPress={() => setWaiting(false)}>{t('answerFlow.redirectCancel')}</Button>
              </>
            )}
          </div>
        )}
        {!form.design.settings.answerLimit && (
          <Button variant={target ? 'secondary' : 'primary'} onPress={onAgain}>{t('answering.thanks.again')}</Button>
        )}
      </div>
    </section>
  );
}
