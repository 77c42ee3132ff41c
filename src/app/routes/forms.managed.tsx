import { createFileRoute } from '@tanstack/react-router';
import { ManagedFormsPage } from '#app/features/form-lists/managed-forms-page';
import { GuardedFormListRoute } from '#app/features/form-lists/form-lists-route';
import { formListSearchSchema } from '#app/features/form-lists/form-lists-search';

export const Route = createFileRoute('/forms/managed')({
  validateSearch: formListSearchSchema,
  component: function ListRoute() {
    return <GuardedFormListRoute kind="managed" search={Route.useSearch()} navigate={Route.useNavigate()} Page={ManagedFormsPage} />;
  },
});
