import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC 2: /manage redirects to /management. */
export const Route = createFileRoute('/manage')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown
    throw redirect({ to: '/management', replace: true });
  },
});
