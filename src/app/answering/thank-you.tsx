import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PublicForm } from '#core/forms';
import { Button } from '../ui/button';
import { RichTextView } from '../ui/rich-text-view';
import { useCountdown } from './flow-countdown';
import { coverStyle, FlowCover } from './flow-cover';
import { safeRedirectTarget } from './flow-redirect';

/** Seconds before the thank-you page follows the author's redirect by itself. */
const REDIRECT_AFTER_S = 5;

/** Shown only after the answer is durably in the outbox; the sync status tells when it reached the server. */
export function ThankYou({ form, onAgain }: { form: PublicForm; onAgain: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const thankYou = form.design.thankYou ?? { title: '' };
  const target = safeRedirectTarget(thankYou.redirectPath, window.location.origin);
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
        <p role="status">{t('answering.thanks.saved')}</p>
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
