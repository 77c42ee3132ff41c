import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '#app/shared/i18n/i18n-provider';
import { AppCrashBoundary } from '#app/shell/errors/app-crash-boundary';
import { handOverFirstPaint } from '#app/shell/first-paint/hand-over';
import { queryClient, router } from '#app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
handOverFirstPaint(container);

// A transition's render yields to the browser every few milliseconds: the first render is many short
// tasks instead of one long one (the first view stays on screen meanwhile, inert).
const root = createRoot(container);
startTransition(() => root.render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <AppCrashBoundary>
          <RouterProvider router={router} />
        </AppCrashBoundary>
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
));
