import '#core/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '#app/shared/i18n/i18n-provider';
import { AppCrashBoundary } from '#app/shell/errors/app-crash-boundary';
import { watchStaleCode } from '#app/shell/errors/stale-code';
import { handOverFirstPaint } from '#app/shell/first-paint/hand-over';
import { queryClient, router } from './router';
import '#app/shared/ui/theme.css';
import '#app/shared/ui/shell.css';

watchStaleCode();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
handOverFirstPaint(container);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <AppCrashBoundary>
          <RouterProvider router={router} />
        </AppCrashBoundary>
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);
