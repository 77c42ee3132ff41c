import { useIntl } from 'react-intl';
import type { PublicForm } from '#core/forms/form.schema';
import { allElements } from '#core/forms/form.schema';
import { useDomainMessage } from '../i18n/use-message';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { answerRenderer } from './answer-renderer';
import { ThankYou } from './thank-you';
import { useAnswering } from './use-answering';

function isStorageFull(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

/** The form as a respondent sees it: questions the logic shows, inline validation from core, submit to the outbox. */
export function AnswerForm({ form }: { form: PublicForm }) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const session = useAnswering(form);
  const { answers, touched, attempted, phase, check, logic } = session;

  if (phase === 'saved') return <ThankYou form={form} onAgain={session.reset} />;
  if (phase === 'opening' || !logic.ready) return <Spinner label={t('answering.loading')} />;

  const visible = allElements(form.design).filter((e) => !logic.hidden.has(e.id));
  const problemOf = (id: string) => check.problems.find((p) => p.field === id);
  const shownProblems = visible.filter((e) => problemOf(e.id)).length;

  const onSubmit = async () => {
    if (await session.submit()) return;
    const first = visible.find((e) => problemOf(e.id));
    if (first) document.querySelector<HTMLElement>(`[data-element-id="${first.id}"] input, [data-element-id="${first.id}"] textarea`)?.focus();
  };

  return (
    <form
      className="answer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {session.restored && (
        <Alert tone="info">
          {t('answering.restored')}{' '}
          <Button variant="quiet" onPress={session.clearRestored}>{t('answering.clearDraft')}</Button>
        </Alert>
      )}
      {session.draftFailed && <Alert tone="warning">{t('answering.draftFailed')}</Alert>}
      <fieldset className="answer-fieldset" disabled={phase === 'saving'}>
      {visible.some((e) => e.required) && <p className="muted">{t('answering.requiredNote')}</p>}
      <ol className="answer-list">
        {visible.map((element) => {
          const Renderer = answerRenderer(element.kind);
          if (!Renderer) return null;
          const problem = problemOf(element.id);
          const showError = problem && (attempted || touched.has(element.id));
          return (
            <li key={`${session.round}-${element.id}`} className="card answer-card" data-element-id={element.id}>
              <Renderer
                element={element}
                value={answers[element.id]}
                onChange={(value) => session.change(element.id, value)}
                onBlur={() => session.blur(element.id)}
                errorMessage={showError ? domain(problem) : undefined}
              />
            </li>
          );
        })}
      </ol>
      </fieldset>
      {attempted && shownProblems > 0 && <Alert tone="error">{t('answering.fixProblems', { count: shownProblems })}</Alert>}
      {attempted && check.forbidden && <Alert tone="error">{domain({ key: 'validation.submissionForbidden' })}</Alert>}
      {session.saveError !== null && (
        <Alert tone="error">{t(isStorageFull(session.saveError) ? 'answering.storageFull' : 'answering.saveFailed')}</Alert>
      )}
      <Button type="submit" variant="primary" className="submit-button" isDisabled={phase === 'saving'}>
        {phase === 'saving' ? t('answering.submitting') : t('answering.submit')}
      </Button>
    </form>
  );
}
