import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC 2: /home redirects to /. */
export const Route = createFileRoute('/home')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown
    throw redirect({ to: '/', replace: true });
  },
});
