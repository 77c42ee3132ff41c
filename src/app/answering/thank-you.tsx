import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PublicForm } from '#core/forms/form.schema';
import { Button } from '../ui/button';

/** Shown only after the answer is durably in the outbox; the sync status tells when it reached the server. */
export function ThankYou({ form, onAgain }: { form: PublicForm; onAgain: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card thank-you" aria-labelledby="thank-you-heading">
      <h2 id="thank-you-heading" ref={heading} tabIndex={-1}>
        {form.design.thankYou?.title || intl.formatMessage({ id: 'answering.thanks.title' })}
      </h2>
      <p role="status">{intl.formatMessage({ id: 'answering.thanks.saved' })}</p>
      <Button variant="primary" onPress={onAgain}>{intl.formatMessage({ id: 'answering.thanks.again' })}</Button>
    </section>
  );
}
