import { createFileRoute } from '@tanstack/react-router';
import { SimpleLayout } from '#app/shell/layouts/layouts';
import { TaskLinkPage } from '#app/features/tasks/task-link-page';

export const Route = createFileRoute('/task/job/$id')({
  component: function TaskLink() {
    const { id } = Route.useParams();
    return (
      <SimpleLayout>
        <TaskLinkPage kind="job" id={id} />
      </SimpleLayout>
    );
  },
});
