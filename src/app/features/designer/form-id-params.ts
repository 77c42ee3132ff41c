import { notFound } from '@tanstack/react-router';

/** `$id` of the routes about one form (`/forms/$id/...`): a positive whole number, else the 404 page. */
export const formIdParams = {
  parse: ({ id: raw }: { id: string }) => {
    const id = Number(raw);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    return { id };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
