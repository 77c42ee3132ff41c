import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerValue, Answers } from '#core/answers/answer.schema';
import { checkAnswers } from '#core/answers/validate-answers';
import type { ResponseSubmission } from '#core/api/responses.contract';
import type { PublicForm } from '#core/forms/form.schema';
import { deleteDraft, queueResponse } from '#offline/index';
import { setFormInProgress } from '../pwa/form-activity';
import { createDraftWriter } from './draft-writer';
import { useRestoredDraft } from './use-answer-draft';
import { useFormLogic } from './use-form-logic';

export type Phase = 'opening' | 'answering' | 'saving' | 'saved';

/** The answering session of one form: answers, draft, logic, touched fields, submission. */
export function useAnswering(form: PublicForm) {
  const logic = useFormLogic(form.design.logic);
  const [answers, setAnswers] = useState<Answers>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>('opening');
  const [restored, setRestored] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const [draftFailed, setDraftFailed] = useState(false);
  const { load } = logic;
  const drafts = useMemo(() => createDraftWriter(form, (ok) => setDraftFailed(!ok)), [form]);
  /** set by a change the person made; the effect below then writes the draft once */
  const unsaved = useRef(false);
  const submitting = useRef(false);

  useRestoredDraft(form, (initial, wasRestored) => {
    setAnswers(initial);
    setRestored(wasRestored);
    if (wasRestored) setFormInProgress(true);
    load(initial);
    setPhase('answering');
  });

  useEffect(() => () => setFormInProgress(false), []);

  useEffect(() => {
    if (!unsaved.current) return;
    unsaved.current = false;
    drafts.save(answers);
  }, [answers, drafts]);

  const change = useCallback((elementId: string, value: AnswerValue | undefined) => {
    unsaved.current = true;
    setAnswers((before) => {
      const next = { ...before };
      if (value === undefined) delete next[elementId];
      else next[elementId] = value;
      return next;
    });
    setFormInProgress(true);
    logic.setAnswer(elementId, value);
  }, [logic]);

  const blur = useCallback((elementId: string) => {
    setTouched((before) => (before.has(elementId) ? before : new Set(before).add(elementId)));
  }, []);

  const check = checkAnswers(form.design, answers);

  /** Validates with core, then writes to the outbox; "saved" is said only after the durable write. */
  const submit = async (): Promise<boolean> => {
    if (submitting.current) return false;
    setAttempted(true);
    if (check.problems.length > 0) return false;
    submitting.current = true;
    drafts.cancel(); // nothing may re-create the draft after the outbox write removes it
    setPhase('saving');
    setSaveError(null);
    const submission: ResponseSubmission = {
      responseId: crypto.randomUUID(),
      formId: form.id,
      formVersion: form.version,
      answers: check.accepted,
      submittedAt: new Date().toISOString(),
    };
    try {
      await queueResponse(submission, form.design.title);
    } catch (error) {
      setSaveError(error);
      setPhase('answering');
      drafts.save(answers);
      return false;
    } finally {
      submitting.current = false;
    }
    await deleteDraft(form.id).catch(() => undefined);
    setFormInProgress(false);
    setRestored(false);
    setPhase('saved');
    return true;
  };

  /** "Submit another answer", or "clear and start over" on restored answers: a fresh, empty form. */
  const reset = () => {
    drafts.cancel();
    unsaved.current = false;
    setRestored(false);
    setAnswers({});
    setTouched(new Set());
    setAttempted(false);
    setSaveError(null);
    setRound((n) => n + 1);
    load({});
    setPhase('answering');
    requestAnimationFrame(() => document.getElementById('form-title')?.focus());
  };

  const clearRestored = () => {
    reset();
    setFormInProgress(false);
    void deleteDraft(form.id).catch(() => undefined);
  };

  return { answers, touched, attempted, phase, restored, saveError, draftFailed, round, check, logic, change, blur, submit, reset, clearRestored };
}
