import './config.css';
import { useIntl } from 'react-intl';
import { useSession } from '#app/shell/session/use-session';
import { LogoSlot } from './logo-slot';

/** Management → interface: the system logo shown in the navigation bar, and the company's header logos. */
export function InterfacePage() {
  const intl = useIntl();
  const { companySettings } = useSession();
  return (
    <div className="config-page">
      <h1>{intl.formatMessage({ id: 'management.section.interface' })}</h1>
      <p className="muted">{intl.formatMessage({ id: 'interface.intro' })}</p>
      <LogoSlot target="logo" current={companySettings?.logo ?? null} />
      <LogoSlot target="logoHeadWhite" current={companySettings?.logoHeadWhite ?? null} />
      <LogoSlot target="logoHeadBlue" current={companySettings?.logoHeadBlue ?? null} />
    </div>
  );
}
