import { createContext } from 'react';

/**
 * The form being answered, for files kept offline (their row names the form). The answer form
 * provides it; without it the form is written in when the answer is queued.
 */
export const AttachmentFormContext = createContext<number | null>(null);
