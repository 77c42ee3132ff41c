import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '#app/features/auth/forgot-password-page';
import { SimpleLayout } from '#app/shell/layouts/layouts';

export const Route = createFileRoute('/forgot-password')({
  component: function ForgotPasswordRoute() {
    return <SimpleLayout showSignIn={false}><ForgotPasswordPage /></SimpleLayout>;
  },
});
