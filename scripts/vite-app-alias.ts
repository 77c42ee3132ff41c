import { fileURLToPath } from 'node:url';

/** `#app/...` imports of the client (tsconfig.base.json `paths`) for Vite and Vitest, which probe .ts/.tsx like tsc. */
export const appAlias = [{ find: /^#app\//, replacement: fileURLToPath(new URL('../src/app/', import.meta.url)) }];
