import { commonMessages } from './common-messages';
import type { Bilingual } from './define-messages';

/** Every feature's message file is listed here once; the catalogues are built from this list. */
export const featureMessages: readonly Bilingual[] = [commonMessages];
