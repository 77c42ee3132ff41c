import './tasks.css';
import { Alert } from '#app/shared/ui/alert';
import { LinkButton } from '#app/shared/ui/link-button';
import { useT } from '#app/shared/i18n/use-t';
import { tasksMessages } from './tasks-messages';

/** /task/project/{id} and /task/job/{id}: links of the project/task system, answered with a clear page. */
export function TaskLinkPage({ kind, id }: { kind: 'project' | 'job'; id: string }) {
  const t = useT(tasksMessages);
  return (
    <div className="task-page">
      <h1>{t(`task.${kind}.title`)}</h1>
      <Alert tone="info">{t(`task.${kind}.text`, { id })}</Alert>
      <p>{t('task.hint')}</p>
      <div className="task-actions">
        <LinkButton to="/" variant="primary">{t('task.home')}</LinkButton>
        <LinkButton to="/systems">{t('task.systems')}</LinkButton>
      </div>
    </div>
  );
}
