import { useRouter } from '@tanstack/react-router';
import { createContext, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { UserRole, type CurrentUser } from '#core/api';
import type { CompanySettings } from '#core/api';
import { hasPermission } from '#core/permissions';
import type { ApiError } from '../http/api-error';
import {
  endSession,
  getSessionSnapshot,
  loadSession,
  startSignedInSession,
  subscribeSession,
  type LockReason,
  type SessionState,
} from './session-store';

/** What every screen may know about the person and the company (the shell's one shared state). */
export interface Session {
  state: SessionState;
  user: CurrentUser | null;
  /** permission codes of the signed-in user (init's userPermission) */
  permissions: readonly string[];
  companySettings: CompanySettings | null;
  lockReason: LockReason | null;
  error: ApiError | null;
  /** init could not reach the server; the stored reply is in use */
  offline: boolean;
  isSignedIn: boolean;
  isAdministrator: boolean;
  /** init's managesUsers: the users section opens on "My users" */
  managesUsers: boolean;
  /** SPEC 6 check of core (system users pass everything; AccessMeet always passes) */
  can: (codes: string | readonly string[], level?: number) => boolean;
  /** runs system/init again */
  refresh: () => Promise<void>;
  /** after POST /user/login succeeded: init again with syncUser=true */
  signedIn: () => Promise<void>;
  /** POST logout, clear stored data, go to /login */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  useEffect(() => {
    void loadSession();
  }, []);

  const signOut = useCallback(async () => {
    await endSession();
    await router.navigate({ to: '/login', search: {} });
  }, [router]);

  const value = useMemo<Session>(() => {
    const data = snapshot.data;
    const user = data?.user ?? null;
    const permissions = user ? (data?.userPermission ?? []) : [];
    return {
      state: snapshot.state,
      user,
      permissions,
      companySettings: data?.companySettings ?? null,
      lockReason: snapshot.lockReason,
      error: snapshot.error,
      offline: snapshot.offline,
      isSignedIn: user !== null,
      isAdministrator: user !== null && (user.isSystem || user.role === UserRole.Administrator),
      managesUsers: user !== null && (data?.managesUsers ?? false),
      can: (codes, level) =>
        user !== null && hasPermission({ isSystem: user.isSystem, level: user.level, permissionCodes: permissions }, codes, level),
      refresh: () => loadSession(true),
      signedIn: startSignedInSession,
      signOut,
    };
  }, [snapshot, signOut]);

  return <SessionContext value={value}>{children}</SessionContext>;
}
