import { commonMessages } from './common-messages';
import { answeringMessages } from '../answering/answering-messages';
import { designerMessages } from '../forms/designer-messages';
import { formsMessages } from '../forms/forms-messages';
import { authMessages } from '../auth/auth-messages';
import { errorMessages } from '../errors/error-messages';
import { homeMessages } from '../home/home-messages';
import { layoutMessages } from '../layouts/layout-messages';
import { managementMessages } from '../management/management-messages';
import { pwaMessages } from '../pwa/pwa-messages';
import { sessionMessages } from '../session/session-messages';
import { syncMessages } from '../sync-status/sync-messages';
import { uiMessages } from '../ui/ui-messages';
import type { Bilingual } from './define-messages';

/** Every feature's message file is listed here once; the catalogues are built from this list. */
export const featureMessages: readonly Bilingual[] = [
  commonMessages,
  uiMessages,
  sessionMessages,
  layoutMessages,
  syncMessages,
  pwaMessages,
  errorMessages,
  authMessages,
  homeMessages,
  managementMessages,
  formsMessages, designerMessages, answeringMessages];
