import { useQueryClient } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { PublicForm } from '#core/forms';
import type { FieldProblem } from '#core/i18n';
import { captchaQuery } from '#app/shared/captcha/captcha-query';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { Spinner } from '#app/shared/ui/spinner';
import { AttachmentFormContext } from './attachment/attachment-form-context';
import { forbiddingQuestions } from './flow/forbidden';
import { useAnswerRenderers } from './kinds/renderer';
import { useRichTextReady } from './rich-text-ready';
import { AnswerCard } from './answer-card';
import { useShownCaptchaId } from './flow/captcha-answer';
import { FlowProgress } from './flow/progress';
import { FlowProofs, useVerificationCanWait } from './flow/proofs';
import { AnswerPreviewContext } from './flow/preview-context';
import { ThankYou } from './flow/thank-you';
import { useAnswering, type AnsweringSession } from './flow/use-answering';
import { useRenderedCount } from './flow/use-rendered-count';
import { WelcomePage } from './flow/welcome-page';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from '#app/features/answering/flow/answer-flow-messages';
import { answeringMessages } from './answering-messages';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { formPreviewMessages } from '#app/features/answering/preview/form-preview-messages';

function isStorageFull(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

/** Each question's first problem, looked up once per render rather than searched per card. */
function firstProblemById(problems: readonly FieldProblem[]): Map<string, FieldProblem> {
  const byId = new Map<string, FieldProblem>();
  for (const problem of problems) if (!byId.has(problem.field)) byId.set(problem.field, problem);
  return byId;
}

/** After the page re-rendered: focus the first field of the first question with a problem. */
function focusFirstProblem(ids: readonly string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const field = document.querySelector<HTMLElement>(
        `[data-element-id="${CSS.escape(id)}"] :is(input:not([type=hidden]), textarea, select, button, [role=spinbutton], [tabindex]):not([tabindex="-1"]):not([disabled])`,
      );
      if (field) {
        field.focus();
        return;
      }
    }
  });
}

/**
 * The form as a respondent sees it: welcome, one page at a time, proofs, submit to the outbox,
 * thank-you. A `preview` runs the same flow and keeps or sends nothing (useAnswering's options).
 */
export function AnswerForm({ form, header, preview = false }: { form: PublicForm; header: ReactNode; preview?: boolean }) {
  const session = useAnswering(form, { preview });
  // loading starts with the form, so that the kinds are there by the time the person leaves the welcome page
  const renderersReady = useAnswerRenderers(form.design);
  const richTextReady = useRichTextReady(form.design);
  return (
    <AnswerPreviewContext value={preview}>
      <AnswerPhase form={form} header={header} session={session} renderersReady={renderersReady} richTextReady={richTextReady} />
    </AnswerPreviewContext>
  );
}

function AnswerPhase({ form, header, session, renderersReady, richTextReady }: {
  form: PublicForm; header: ReactNode; session: AnsweringSession; renderersReady: boolean; richTextReady: boolean;
}) {
  const t = useT(answerFlowMessages, answeringMessages, commonMessages, formPreviewMessages);
  const { phase, logic } = session;
  // the header and the welcome page hold rich text too: nothing is shown before it can be
  if (!richTextReady) return <Spinner label={t('answering.loading')} />;
  if (phase === 'welcome') return <WelcomePage form={form} onStart={session.start} />;
  if (phase === 'saved') return <>{header}<ThankYou form={form} onAgain={session.reset} /></>;
  if (phase === 'opening' || !logic.ready || !renderersReady) return <>{header}<Spinner label={t('answering.loading')} /></>;
  return <>{header}<AnswerPages form={form} session={session} /></>;
}

function AnswerPages({ form, session }: { form: PublicForm; session: AnsweringSession }) {
  const preview = use(AnswerPreviewContext);
  const domain = useDomainMessage();
  const queryClient = useQueryClient();
  const t = useT(answerFlowMessages, answeringMessages, commonMessages, formPreviewMessages);
  const captchaId = useShownCaptchaId();
  const [verificationCanWait, markUnreachable] = useVerificationCanWait();
  const { answers, touched, attempted, phase, check, logic, page, pages, isLastPage } = session;
  const forbidding = attempted && check.forbidden ? forbiddingQuestions(form.design, answers) : [];
  const phaseOf = form.design.phases[page];
  const visible = (phaseOf?.elements ?? []).filter((e) => !logic.hidden.has(e.id));
  const problemById = firstProblemById(check.problems);
  const shownProblems = visible.filter((e) => problemById.has(e.id)).length;
  const position = pages.indexOf(page) + 1;
  const { count: renderedCount, renderUpTo } = useRenderedCount(visible.length, `${session.round}-${page}`);

  /** The first problem's card may not be rendered yet on a long page: render up to it, then focus it. */
  const goToFirstProblem = (ids: readonly string[]) => {
    const wanted = new Set(ids);
    const index = visible.findIndex((e) => wanted.has(e.id));
    if (index >= renderedCount) flushSync(() => renderUpTo(index));
    focusFirstProblem(ids);
  };

  const onSubmit = async (another = false) => {
    if (!isLastPage) {
      if (!session.next()) goToFirstProblem(session.pageProblems.map((p) => p.field));
      return;
    }
    const outcome = await session.submit({ another, captchaId, verificationCanWait });
    if (outcome === 'problems') goToFirstProblem(check.problems.map((p) => p.field));
    if (outcome === 'saved' && form.design.settings.requireCaptcha) {
      // a captcha is good for one answer: the next one gets a fresh picture
      void queryClient.invalidateQueries({ queryKey: captchaQuery.queryKey });
    }
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
      <p role="status" className="flow-status">{session.savedInRow > 0 ? t('answerFlow.savedStartNew') : ''}</p>
      {session.restored && (
        <Alert tone="info">
          {t('answering.restored')}{' '}
          <Button variant="quiet" onPress={session.clearRestored}>{t('answering.clearDraft')}</Button>
        </Alert>
      )}
      {session.draftFailed && <Alert tone="warning">{t('answering.draftFailed')}</Alert>}
      {session.draftElsewhere && <Alert tone="info">{t('answering.draftElsewhere')}</Alert>}
      {(pages.length > 1 || phaseOf?.title || phaseOf?.description) && (
        <div className="flow-page-head" id="form-page-title" tabIndex={-1}>
          {pages.length > 1 && <FlowProgress position={position} total={pages.length} />}
          {phaseOf?.title && <h2>{phaseOf.title}</h2>}
          {phaseOf?.description && <RichTextView html={phaseOf.description} className="public-form-description" />}
        </div>
      )}
      <fieldset className="answer-fieldset" disabled={phase === 'saving'}>
        {visible.some((e) => e.required) && <p className="muted">{t('answering.requiredNote')}</p>}
        <AttachmentFormContext value={form.id}>
        <ol className="answer-list">
          {visible.slice(0, renderedCount).map((element) => {
            const problem = problemById.get(element.id);
            const showError = problem && (attempted || touched.has(element.id));
            return (
              <AnswerCard
                key={`${session.round}-${element.id}`}
                element={element}
                value={answers[element.id]}
                onChange={session.change}
                onBlur={session.blur}
                errorMessage={showError ? domain(problem) : undefined}
              />
            );
          })}
        </ol>
        </AttachmentFormContext>
      </fieldset>
      {isLastPage && (preview ? <PreviewProofsNote form={form} /> : (
        <FlowProofs form={form} session={session} canWait={verificationCanWait} onUnreachable={markUnreachable} />
      ))}
      {attempted && shownProblems > 0 && <Alert tone="error">{t('answering.fixProblems', { count: shownProblems })}</Alert>}
      {attempted && isLastPage && check.forbidden && (
        <Alert tone="error">
          {domain({ key: 'validation.submissionForbidden' })}
          {forbidding.length > 0 && <> {t('answering.forbiddenBecause', { questions: forbidding.join('; ') })}</>}
        </Alert>
      )}
      {session.saveError !== null && (
        <Alert tone="error">{t(isStorageFull(session.saveError) ? 'answering.storageFull' : 'answering.saveFailed')}</Alert>
      )}
      <div className="flow-actions flow-nav">
        {position > 1 && <Button onPress={session.back} isDisabled={phase === 'saving'}>{t('common.back')}</Button>}
        {isLastPage ? (
          <>
            <Button type="submit" variant="primary" className="submit-button" isDisabled={phase === 'saving'}>
              {phase === 'saving' ? t('answering.submitting') : t('answering.submit')}
            </Button>
            {!form.design.settings.answerLimit && (
              <Button isDisabled={phase === 'saving'} onPress={() => void onSubmit(true)}>{t('answerFlow.submitAndNew')}</Button>
            )}
          </>
        ) : (
          <Button type="submit" variant="primary">{t('common.next')}</Button>
        )}
      </div>
    </form>
  );
}

/** Verification and captcha need a published form: the preview names them instead of asking. */
function PreviewProofsNote({ form }: { form: PublicForm }) {
  const t = useT(answerFlowMessages, answeringMessages, commonMessages, formPreviewMessages);
  const { verification, requireCaptcha } = form.design.settings;
  if (verification === 'none' && !requireCaptcha) return null;
  return <Alert tone="info">{t('answerFlow.preview.proofsSkipped')}</Alert>;
}
