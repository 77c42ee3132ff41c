import { useIntl } from 'react-intl';
import { footerInfo } from './footer-info';

/** SPEC 1 footer: owning agency, developer company, addresses and phones (configurable in footer-info.ts). */
export function SiteFooter() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <footer className="site-footer">
      <div className="site-footer-block">
        <p className="site-footer-role">{t('layout.footer.agencyRole')}</p>
        <p className="site-footer-name">{t('layout.footer.agency')}</p>
        <p>{t('layout.footer.agencyAddress')}</p>
        <p>
          {t('layout.footer.phone', { phone: footerInfo.agencyPhone })} · {t('layout.footer.email', { email: footerInfo.agencyEmail })}
        </p>
      </div>
      <div className="site-footer-block">
        <p className="site-footer-role">{t('layout.footer.developerRole')}</p>
        <p className="site-footer-name">{t('layout.footer.developer')}</p>
        <p>{t('layout.footer.developerAddress')}</p>
        <p>{t('layout.footer.phone', { phone: footerInfo.developerPhone })}</p>
      </div>
    </footer>
  );
}
