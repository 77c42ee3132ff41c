import { z } from 'zod';

/**
 * The browser bundles (page, logic worker, service worker) run zod without compiling parsers
 * through `new Function`: the Content-Security-Policy allows no eval, and even zod's probe for it
 * is reported as a violation. It must run before any schema is built, so each of those entries
 * imports this module first. The server keeps zod's faster compiled parsers.
 */
z.config({ jitless: true });
