import { useIntl } from 'react-intl';
import { useSession } from '#app/shell/session/use-session';
import { footerInfo } from './footer-info';

/**
 * SPEC 1 footer: the owning agency is the company this deployment serves (its name comes from
 * system/init); the developer company, its address and phone are configured in footer-info.ts.
 */
export function SiteFooter() {
  const intl = useIntl();
  const agency = useSession().companySettings?.companyName;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <footer className="site-footer">
      {agency && (
        <div className="site-footer-block">
          <p className="site-footer-role">{t('layout.footer.agencyRole')}</p>
          <p className="site-footer-name">{agency}</p>
        </div>
      )}
      <div className="site-footer-block">
        <p className="site-footer-role">{t('layout.footer.developerRole')}</p>
        <p className="site-footer-name">{t('layout.footer.developer')}</p>
        <p>{t('layout.footer.developerAddress')}</p>
        <p>{t('layout.footer.phone', { phone: footerInfo.developerPhone })}</p>
      </div>
    </footer>
  );
}
