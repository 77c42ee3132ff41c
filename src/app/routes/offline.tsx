import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { OfflineFormsPage } from '#app/features/offline/offline-forms-page';

/** "Biểu mẫu ngoại tuyến": signed-in field staff; opens offline too (the shell is precached). */
export const Route = createFileRoute('/offline')({
  component: () => (
    <DashboardLayout>
      <OfflineFormsPage />
    </DashboardLayout>
  ),
});
