import { type ErrorComponentProps, notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#app/shared/http/api-error';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { DesignerLoadError } from './designer-load-error';
import { formDetailQuery } from './forms-api';
import { orSignIn } from '#app/shell/session/sign-in-redirect';

/** The form's detail for a route: signed out → sign in and come back; unknown form → the 404 page. */
export async function loadFormForRoute({ context, params, location }: {
  context: { queryClient: QueryClient };
  params: { id: number };
  location: { href: string };
}) {
  try {
    return await orSignIn(context.queryClient.ensureQueryData(formDetailQuery(params.id)), location.href);
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

export function FormRouteError(props: ErrorComponentProps) {
  return (
    <DashboardLayout>
      <DesignerLoadError {...props} />
    </DashboardLayout>
  );
}
