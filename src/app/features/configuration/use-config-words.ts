import { useCallWords } from '#app/shared/http/use-call-words';
import { managementMessages } from '#app/shell/management/management-messages';
import { configMessages } from './config-messages';

export const useConfigWords = () => useCallWords(configMessages, managementMessages);
