import { useCallWords } from '#app/shared/http/use-call-words';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { webhooksMessages } from './webhooks-messages';

export function useWebhooksWords() {
  const words = useCallWords(webhooksMessages);
  const when = useDateTime();
  return { ...words, when };
}
