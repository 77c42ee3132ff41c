import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SimpleLayout } from '#app/shell/layouts/layouts';
import { ResetPasswordPage } from '#app/features/profile/reset-password-page';

const searchSchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) });

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <SimpleLayout><ResetPasswordPage token={token} /></SimpleLayout>;
  },
});
