import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ConfigKey, type ConfigEntry } from '#core/api';
import { COMPANY_HEADER } from '#core/constants';
import { appConfig } from '#app/shared/config/app-config';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Spinner } from '#app/shared/ui/spinner';
import { Switch } from '#app/shared/ui/switch';
import { companySettingsQuery, configKeys, saveCompanySettings, saveEntry } from './config-api';
import { useConfigWords } from './use-config-words';

/** SPEC 2: over plain http the page moves to https when this flag is 1. */
export function HttpsFlagCard({ entry }: { entry: ConfigEntry | undefined }) {
  const { t, failure } = useConfigWords();
  const session = useSession();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (on: boolean) => saveEntry({ key: ConfigKey.HttpsRedirect, name: entry?.name || 'HTTPS redirect', content: on ? '1' : '0', type: 3, groupId: entry?.groupId }),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: configKeys.all }); await session.refresh(); },
  });
  return (
    <section className="card config-card" aria-labelledby="config-https-heading">
      <h2 id="config-https-heading">{t('config.https.title')}</h2>
      <p className="muted">{t('config.https.help')}</p>
      <Switch isSelected={entry?.content === '1'} isDisabled={save.isPending} onChange={(on) => save.mutate(on)}>{t('config.https.switch')}</Switch>
      {save.error && <Alert tone="error">{failure(save.error)}</Alert>}
    </section>
  );
}

/** The company's own settings: SMS OTP verification here, the header logos on the interface screen. */
export function CompanySettingsCard() {
  const { t, failure } = useConfigWords();
  const session = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery(companySettingsQuery());
  const save = useMutation({
    mutationFn: (on: boolean) => saveCompanySettings(on ? 1 : 0),
    onSuccess: async (data) => { queryClient.setQueryData(configKeys.companySettings(), data); await session.refresh(); },
  });
  const logoState = (url: string | null | undefined) => t(url ? 'config.company.logoSet' : 'config.company.logoUnset');
  return (
    <section className="card config-card" aria-labelledby="config-company-heading">
      <h2 id="config-company-heading">{t('config.company.title')}</h2>
      {settings.isPending ? <Spinner label={t('config.loading')} /> : settings.isError ? <Alert tone="error">{failure(settings.error)}</Alert> : (
        <>
          <Switch isSelected={settings.data.smsOtpEnabled === 1} isDisabled={save.isPending} onChange={(on) => save.mutate(on)}>{t('config.company.smsOtp')}</Switch>
          <ul>
            <li>{t('config.company.logoHeadWhite')}: {logoState(settings.data.logoHeadWhite)}</li>
            <li>{t('config.company.logoHeadBlue')}: {logoState(settings.data.logoHeadBlue)}</li>
          </ul>
          <Link to="/management/interface">{t('config.company.logosLink')}</Link>
          <p className="muted">
            {t('config.company.header', { header: COMPANY_HEADER, id: appConfig.companyId, name: session.companySettings?.companyName ?? '' })}
          </p>
        </>
      )}
      {save.error && <Alert tone="error">{failure(save.error)}</Alert>}
    </section>
  );
}
