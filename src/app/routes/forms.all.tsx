import { createFileRoute } from '@tanstack/react-router';
import { AllFormsPage } from '#app/features/form-lists/all-forms-page';
import { useFormListAccess } from '#app/features/form-lists/form-lists-access';
import { FormListRoute } from '#app/features/form-lists/form-lists-route';
import { formListSearchSchema } from '#app/features/form-lists/form-lists-search';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { AccessDenied } from '#app/shell/management/access-denied';

export const Route = createFileRoute('/forms/all')({
  validateSearch: formListSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // asked only of those who may: the server answers anyone else 403
    if (!useFormListAccess().all) return <DashboardLayout><AccessDenied /></DashboardLayout>;
    return <FormListRoute search={search} navigate={navigate} Page={AllFormsPage} />;
  },
});
