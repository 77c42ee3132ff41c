import { categoryCalls } from './categories.calls';
import type { Call } from './define-call';

/** Every call definition of the API, by feature: the server registers each, the page calls them. */
export const callsByFeature = {
  categories: categoryCalls,
} satisfies Record<string, Record<string, Call>>;

export const allCalls: readonly Call[] = Object.values(callsByFeature).flatMap((calls) => Object.values(calls));
