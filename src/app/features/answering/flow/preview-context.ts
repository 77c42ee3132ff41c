import { createContext } from 'react';

/** true inside the author's preview: what an answer component would keep on the device, it only shows. */
export const AnswerPreviewContext = createContext(false);
