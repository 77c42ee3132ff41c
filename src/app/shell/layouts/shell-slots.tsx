import { createContext, use, type ReactNode } from 'react';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from './layout-messages';

/**
 * What the frame shows from features. The routes fill these in (routes/__root.tsx), so the shell
 * never imports a feature and a feature never reaches into the frame.
 */
export interface ShellSlots {
  /** status tools of the navigation bar, before the language switch (sync status, notifications) */
  navTools?: ReactNode;
  /** notices above every page's content (offline, storage) */
  notices?: ReactNode;
  /** the sign-out button of a signed-in person, when a feature guards signing out */
  signOut?: ReactNode;
}

const ShellSlotsContext = createContext<ShellSlots>({});

export function ShellSlotsProvider({ slots, children }: { slots: ShellSlots; children: ReactNode }) {
  return <ShellSlotsContext value={slots}>{children}</ShellSlotsContext>;
}

export function useShellSlots(): ShellSlots {
  return use(ShellSlotsContext);
}

/** The navigation bar's sign-out button (icon, and its label on wide screens). */
export function SignOutButton({ onPress }: { onPress: () => void }) {
  const t = useT(layoutMessages);
  const label = t('layout.signOut');
  return (
    <Button variant="quiet" className="navbar-signout" onPress={onPress} aria-label={label}>
      <Icon name="logout" />
      <span className="navbar-hide-mobile">{label}</span>
    </Button>
  );
}
