import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FormRouteError, loadFormForRoute } from '#app/features/designer/form-route-parts';
import { formIdParams } from '#app/features/designer/form-id-params';
import { staleCodeFirst } from '#app/shell/errors/error-page';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { ResultsPage } from '#app/features/statistics/results-page';
import { resultTabs } from '#app/features/statistics/result-tabs';

const searchSchema = z.object({ tab: z.enum(resultTabs).optional().catch(undefined) });

export const Route = createFileRoute('/forms/$id/results')({
  params: formIdParams,
  validateSearch: searchSchema,
  loader: loadFormForRoute,
  errorComponent: staleCodeFirst(FormRouteError),
  component: FormResults,
});

function FormResults() {
  const form = Route.useLoaderData();
  const { tab = 'overview' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardLayout>
      <ResultsPage key={form.id} form={form} tab={tab} onTab={(next) => void navigate({ search: { tab: next === 'overview' ? undefined : next }, replace: true })} />
    </DashboardLayout>
  );
}
