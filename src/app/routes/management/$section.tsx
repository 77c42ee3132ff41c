import { createFileRoute, notFound } from '@tanstack/react-router';
import { findSection } from '#app/shell/management-access/management-menu';
import { ManagementSectionPage } from '#app/shell/management/management-section-page';

export const Route = createFileRoute('/management/$section')({
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router not-found is thrown
    if (!findSection(params.section)) throw notFound();
  },
  component: SectionRoute,
});

function SectionRoute() {
  const { section } = Route.useParams();
  return <ManagementSectionPage sectionId={section} />;
}
