import { useEffect } from 'react';
import { setSyncConfig, startSyncTriggers } from '#offline/index';
import { appConfig } from '../config';
import { useLanguage } from '../i18n/i18n-provider';

/** At app start: tell the offline layer the tenant and language, then start its sync triggers (once per page). */
export function useSyncEngine(): void {
  const language = useLanguage();
  useEffect(() => {
    setSyncConfig({ companyId: appConfig.companyId, language }).catch((error: unknown) =>
      console.warn('[sync] could not store the sync settings', error),
    );
  }, [language]);
  useEffect(() => startSyncTriggers(), []);
}
