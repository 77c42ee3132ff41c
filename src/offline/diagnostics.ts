/**
 * The client's one sink for a failure nobody waits on (a background flush, a listener, a query
 * subscription): the person is not told, the developer's console is. Every layer of the client calls
 * this instead of `console`, so that an error reporting service is plugged in here, once.
 */
export function warnInBackground(message: string, error: unknown): void {
  // eslint-disable-next-line no-console -- the one place the client writes to the console (see above)
  console.warn(message, error);
}
