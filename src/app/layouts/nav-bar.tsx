import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from '../i18n/language-switch';
import { NotificationBell } from '../notifications/notification-bell';
import { useManagementAccess } from '../management/use-management-access';
import { useGuardedSignOut } from '../offline-forms/sign-out-guard';
import { useSession } from '../session/use-session';
import { SyncStatusIndicator } from '../sync-status/sync-status-indicator';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { LinkButton } from '../ui/link-button';
import { BrandMark } from './brand-mark';

/** Top navigation bar: logo and name, main links, sync status, language, sign in / out. */
export function NavBar({ showSignIn = true }: { showSignIn?: boolean }) {
  const intl = useIntl();
  const { user, isAdministrator } = useSession();
  const managementAllowed = useManagementAccess().allowed;
  const signOut = useGuardedSignOut();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <header className="navbar">
      <Link to="/" className="navbar-brand" aria-label={t('layout.homeLink')}>
        <BrandMark />
        <span className="navbar-name">{t('layout.appName')}</span>
      </Link>
      {user && (
        <nav className="navbar-links" aria-label={t('layout.mainNav')}>
          <Link to="/forms" className="navbar-link" activeProps={{ 'aria-current': 'page' }}>
            {t('layout.nav.myForms')}
          </Link>
          <Link to="/offline" className="navbar-link" activeProps={{ 'aria-current': 'page' }}>
            {t('offlineForms.navLink')}
          </Link>
          {(isAdministrator || managementAllowed) && (
            <Link to="/management" className="navbar-link" activeProps={{ 'aria-current': 'page' }}>
              {t('layout.nav.management')}
            </Link>
          )}
        </nav>
      )}
      <div className="navbar-tools">
        <SyncStatusIndicator />
        <NotificationBell />
        <LanguageSwitch />
        {user ? (
          <>
            <Link to="/profile" className="navbar-profile" title={intl.formatMessage({ id: 'layout.signedInAs' }, { name: user.name })}
              aria-label={intl.formatMessage({ id: 'layout.profileOf' }, { name: user.name })} activeProps={{ 'aria-current': 'page' }}>
              <Icon name="users" />
              <span className="navbar-user">{user.name}</span>
            </Link>
            <Button variant="quiet" className="navbar-signout" onPress={signOut.request} aria-label={t('layout.signOut')}>
              <Icon name="logout" />
              <span className="navbar-hide-mobile">{t('layout.signOut')}</span>
            </Button>
            {signOut.dialog}
          </>
        ) : (
          showSignIn && (
            <LinkButton to="/login" search={{}} variant="primary" className="navbar-signin">
              {t('layout.signIn')}
            </LinkButton>
          )
        )}
      </div>
    </header>
  );
}
