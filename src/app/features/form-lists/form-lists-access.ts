import { useSession } from '#app/shell/session/use-session';
import type { FormListKind } from './form-lists-search';

/**
 * The lists this person may open (the server checks again): everyone their own and shared forms;
 * administrators, system users and FormManage holders every form of the company (list-all); a
 * manager the forms of the users they manage (list-by-manager).
 */
export function useFormListAccess(): Record<FormListKind, boolean> {
  const session = useSession();
  return { mine: true, shared: true, all: session.isAdministrator || session.can('FormManage'), managed: session.managesUsers };
}
