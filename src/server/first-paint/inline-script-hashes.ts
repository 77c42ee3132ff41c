import { createHash } from 'node:crypto';
import { FIRST_VIEW_KEEPER_SCRIPT, MODULE_LOADER_SCRIPT } from '#core/first-view';

const cspSourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP source that lets a short link's module loader run (D79). */
export const MODULE_LOADER_CSP_SOURCE = cspSourceOf(MODULE_LOADER_SCRIPT);

/** The CSP source that lets the keeper of what is typed into a first view run (D86). */
export const FIRST_VIEW_KEEPER_CSP_SOURCE = cspSourceOf(FIRST_VIEW_KEEPER_SCRIPT);
