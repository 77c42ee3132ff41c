import { redirect } from '@tanstack/react-router';
import { ApiError } from '#app/shared/http/api-error';

/** Loads route data; a 401 sends the person to sign in and back here afterwards. */
export async function orSignIn<T>(load: Promise<T>, here: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ href: `/login?redirect=${encodeURIComponent(here)}` });
    }
    throw error;
  }
}
