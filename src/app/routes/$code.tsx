import { createFileRoute, notFound } from '@tanstack/react-router';
import { shortUrlFromPathSegment } from '#core/short-url';
import { PublicFormPage } from '#app/features/answering/public-form-page';
import { AvailableOfflineToggle } from '#app/features/offline/available-offline-toggle';
import { DeviceCopyShown } from '#app/features/offline/device-copy';
import { PublicFormLayout } from '#app/shell/layouts/layouts';
import { MountInTransition } from '#app/shell/first-paint/mount-in-transition';

/** A single-segment 6-character path is a form's short link; any other single segment is the 404 page. */
export const Route = createFileRoute('/$code')({
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
    if (!shortUrlFromPathSegment(params.code)) throw notFound();
  },
  component: PublicForm,
});

function PublicForm() {
  const { code } = Route.useParams();
  const shortUrl = shortUrlFromPathSegment(code) ?? code;
  return (
    <MountInTransition>
      <PublicFormLayout>
        <PublicFormPage shortUrl={shortUrl} titleTools={AvailableOfflineToggle} deviceCopyMark={DeviceCopyShown} />
      </PublicFormLayout>
    </MountInTransition>
  );
}
