// A stage of the app's start (main.tsx): the router, the query cache and the message formatter.
export { createRouter, RouterProvider } from '@tanstack/react-router';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { IntlProvider } from 'react-intl';
