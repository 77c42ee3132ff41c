import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { UserPermissionsDialog } from '#app/features/security/user-permissions-dialog';
import { AccessDenied } from '#app/shell/management/access-denied';
import { useSession } from '#app/shell/session/use-session';
import type { UserFilters } from '#app/features/users/users-api';
import { UsersRoute } from '#app/features/users/users-route';

const searchSchema = z.object({
  search: z.string().trim().min(1).max(200).optional().catch(undefined),
  departmentId: z.number().int().positive().optional().catch(undefined),
  role: z.union([z.literal(1), z.literal(2)]).optional().catch(undefined),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
  /** "My users": the users I manage */
  view: z.literal('mine').optional().catch(undefined),
});

export const Route = createFileRoute('/management/users')({
  validateSearch: searchSchema,
  component: ManagementUsersRoute,
});

function ManagementUsersRoute() {
  const { view, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = useCallback(
    (next: UserFilters) => void navigate({ search: { ...next, view, page: next.page > 1 ? next.page : undefined } }),
    [navigate, view],
  );
  const session = useSession();
  const manages = session.isAdministrator || session.can('UserManage');
  return <UsersRoute manages={manages} mine={view === 'mine'} filters={{ ...search, page: search.page ?? 1 }} onChange={change} denied={<AccessDenied />}
    permissionsDialog={(userId, onClose) => <UserPermissionsDialog userId={userId} open onClose={onClose} />} />;
}
