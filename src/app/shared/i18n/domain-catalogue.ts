import { domainMessagesIn } from '#core/i18n';
import { lazyMessages } from './catalogue';

/** Core's messages (validation, server errors), read through react-intl (use-message.ts), one language at a time. */
export const domainCatalogue = lazyMessages(domainMessagesIn);
