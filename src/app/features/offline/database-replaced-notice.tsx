import { useEffect, useState } from 'react';
import { subscribeDatabaseReplaced } from '#offline/index';
import { Button } from '#app/shared/ui/button';
import { useT } from '#app/shared/i18n/use-t';
import { pwaMessages } from '#app/shell/pwa/pwa-messages';
import { syncMessages } from './sync-messages';

/** A newer version of the app upgraded the device's database: this page must reload to go on. */
export function DatabaseReplacedNotice() {
  const t = useT(pwaMessages, syncMessages);
  const [replaced, setReplaced] = useState(false);
  useEffect(() => subscribeDatabaseReplaced(() => setReplaced(true)), []);
  if (!replaced) return null;
  return (
    <section className="update-prompt" aria-label={t('pwa.region')}>
      <p role="alert">{t('sync.databaseReplaced')}</p>
      <div className="update-prompt-actions">
        <Button variant="primary" onPress={() => window.location.reload()}>{t('sync.reload')}</Button>
      </div>
    </section>
  );
}
