import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerValue, Answers } from '#core/answers';
import type { LogicRule } from '#core/forms';
import { createLogicClient, type LogicClient } from './logic-client';

export interface FormLogic {
  /** false until load() was called (the first evaluation is made in the page at once) */
  ready: boolean;
  hidden: ReadonlySet<string>;
  forbidden: boolean;
  /** (re)starts the engine with these answers: on open, after a restored draft, on "submit another" */
  load: (answers: Answers) => void;
  setAnswer: (elementId: string, value: AnswerValue | undefined) => void;
}

/** Visibility and "forbid submit" of a form's rules, evaluated by core's engine in the Web Worker (the first pass in the page). */
export function useFormLogic(rules: readonly LogicRule[]): FormLogic {
  const client = useRef<LogicClient | null>(null);
  const generation = useRef(0);
  const [ready, setReady] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [forbidden, setForbidden] = useState(false);

  useEffect(() => {
    const created = createLogicClient();
    client.current = created;
    return () => {
      client.current = null;
      created.dispose();
    };
  }, []);

  const load = useCallback((answers: Answers) => {
    const current = client.current;
    if (!current) return;
    ++generation.current;
    const snapshot = current.load(rules, answers);
    setHidden(new Set(snapshot.hidden));
    setForbidden(snapshot.forbiddenBy.length > 0);
    setReady(true);
  }, [rules]);

  const setAnswer = useCallback((elementId: string, value: AnswerValue | undefined) => {
    const mine = generation.current;
    client.current?.setAnswer(elementId, value).then(
      (change) => {
        if (mine !== generation.current) return;
        // the questions a change shows are rendered behind the next keypress or tap, never before its paint (issue 15)
        startTransition(() => {
          setHidden((before) => {
            if (change.shown.length === 0 && change.hidden.length === 0) return before;
            const next = new Set(before);
            for (const id of change.shown) next.delete(id);
            for (const id of change.hidden) next.add(id);
            return next;
          });
          setForbidden(change.forbidden);
        });
      },
      () => undefined,
    );
  }, []);

  return { ready, hidden, forbidden, load, setAnswer };
}
