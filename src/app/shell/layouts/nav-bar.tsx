import { Link } from '@tanstack/react-router';
import { LanguageSwitch } from '#app/shared/i18n/language-switch';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { useSession } from '#app/shell/session/use-session';
import { Icon } from '#app/shared/ui/icon';
import { LinkButton } from '#app/shared/ui/link-button';
import { BrandMark } from './brand-mark';
import { SignOutButton, useShellSlots } from './shell-slots';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from './layout-messages';

/** Top navigation bar: logo and name, main links, sync status, language, sign in / out. */
export function NavBar({ showSignIn = true }: { showSignIn?: boolean }) {
  const { user, isAdministrator, signOut } = useSession();
  const managementAllowed = useManagementAccess().allowed;
  const slots = useShellSlots();
  const t = useT(layoutMessages);
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
            {t('layout.nav.offline')}
          </Link>
          {(isAdministrator || managementAllowed) && (
            <Link to="/management" className="navbar-link" activeProps={{ 'aria-current': 'page' }}>
              {t('layout.nav.management')}
            </Link>
          )}
        </nav>
      )}
      <div className="navbar-tools">
        {slots.navTools}
        <LanguageSwitch />
        {user ? (
          <>
            <Link to="/profile" className="navbar-profile" title={t('layout.signedInAs', { name: user.name })}
              aria-label={t('layout.profileOf', { name: user.name })} activeProps={{ 'aria-current': 'page' }}>
              <Icon name="users" />
              <span className="navbar-user">{user.name}</span>
            </Link>
            {slots.signOut ?? <SignOutButton onPress={() => void signOut()} />}
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
