// The first stage of the app's start (main.tsx): React and React DOM.
export { createRoot } from 'react-dom/client';
export { StrictMode, startTransition } from 'react';
