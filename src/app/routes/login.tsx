import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '#app/features/auth/login-page';
import { SimpleLayout } from '#app/shell/layouts/layouts';

const searchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return (
    <SimpleLayout showSignIn={false}>
      <LoginPage redirect={redirect} />
    </SimpleLayout>
  );
}
