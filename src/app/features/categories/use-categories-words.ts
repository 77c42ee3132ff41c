import { useCallWords } from '#app/shared/http/use-call-words';
import { managementMessages } from '#app/shell/management/management-messages';
import { categoriesMessages } from './categories-messages';

export const useCategoriesWords = () => useCallWords(categoriesMessages, managementMessages);
