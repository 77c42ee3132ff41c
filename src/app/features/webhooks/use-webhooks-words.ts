import { useCallWords } from '#app/shared/http/use-call-words';
import { useDateTime } from '#app/shared/i18n/use-date-time';

export function useWebhooksWords() {
  const words = useCallWords();
  const when = useDateTime();
  return { ...words, when };
}
