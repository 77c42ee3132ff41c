import './config.css';
import { useSession } from '#app/shell/session/use-session';
import { LogoSlot } from './logo-slot';
import { useT } from '#app/shared/i18n/use-t';
import { configMessages } from './config-messages';
import { managementMessages } from '#app/shell/management/management-messages';

/** Management → interface: the system logo shown in the navigation bar, and the company's header logos. */
export function InterfacePage() {
  const t = useT(configMessages, managementMessages);
  const { companySettings } = useSession();
  return (
    <div className="config-page">
      <h1>{t('management.section.interface')}</h1>
      <p className="muted">{t('interface.intro')}</p>
      <LogoSlot target="logo" current={companySettings?.logo ?? null} />
      <LogoSlot target="logoHeadWhite" current={companySettings?.logoHeadWhite ?? null} />
      <LogoSlot target="logoHeadBlue" current={companySettings?.logoHeadBlue ?? null} />
    </div>
  );
}
