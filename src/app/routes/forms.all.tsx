import { createFileRoute } from '@tanstack/react-router';
import { AllFormsPage } from '#app/features/form-lists/all-forms-page';
import { GuardedFormListRoute } from '#app/features/form-lists/form-lists-route';
import { formListSearchSchema } from '#app/features/form-lists/form-lists-search';

export const Route = createFileRoute('/forms/all')({
  validateSearch: formListSearchSchema,
  component: function ListRoute() {
    return <GuardedFormListRoute kind="all" search={Route.useSearch()} navigate={Route.useNavigate()} Page={AllFormsPage} />;
  },
});
