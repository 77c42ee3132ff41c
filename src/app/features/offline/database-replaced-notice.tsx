import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { subscribeDatabaseReplaced } from '#offline/index';
import { Button } from '#app/shared/ui/button';

/** A newer version of the app upgraded the device's database: this page must reload to go on. */
export function DatabaseReplacedNotice() {
  const intl = useIntl();
  const [replaced, setReplaced] = useState(false);
  useEffect(() => subscribeDatabaseReplaced(() => setReplaced(true)), []);
  if (!replaced) return null;
  return (
    <section className="update-prompt" aria-label={intl.formatMessage({ id: 'pwa.region' })}>
      <p role="alert">{intl.formatMessage({ id: 'sync.databaseReplaced' })}</p>
      <div className="update-prompt-actions">
        <Button variant="primary" onPress={() => window.location.reload()}>{intl.formatMessage({ id: 'sync.reload' })}</Button>
      </div>
    </section>
  );
}
