import { DEFAULT_FOOTER_DEVELOPER } from '#core/api';
import { useLanguage } from '#app/shared/i18n/i18n-provider';
import { useSession } from '#app/shell/session/use-session';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from './layout-messages';

/**
 * SPEC 1 footer: the owning agency is the company this deployment serves, and the developer
 * company, its address and phone are configured (config key 'footer.developer'); both come from
 * system/init, the developer's default until it has answered.
 */
export function SiteFooter() {
  const language = useLanguage();
  const settings = useSession().companySettings;
  const agency = settings?.companyName;
  const developer = settings?.footerDeveloper ?? DEFAULT_FOOTER_DEVELOPER;
  const t = useT(layoutMessages);
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
        <p className="site-footer-name">{developer.name[language]}</p>
        <p>{developer.address[language]}</p>
        <p>{t('layout.footer.phone', { phone: developer.phone })}</p>
      </div>
    </footer>
  );
}
