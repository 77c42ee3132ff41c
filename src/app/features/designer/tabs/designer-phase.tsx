import { useState, type Dispatch, type ReactNode } from 'react';
import type { FieldProblem } from '#core/i18n';
import type { Phase } from '#core/forms';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Button } from '#app/shared/ui/button';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { TextField } from '#app/shared/ui/text-field';
import { ConfirmDialog } from '#app/shared/ui/confirm-dialog';
import type { DesignerAction } from '../state/state';
import { EnglishTextField } from '../english/english-field';
import { useT } from '#app/shared/i18n/use-t';
import { designerMessages } from '../designer-messages';
import { tabDesignMessages } from './design-messages';

interface Props {
  phase: Phase;
  /** 1-based */
  number: number;
  count: number;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
  onRemoved: (phase: Phase, number: number) => void;
  /** the element list, the open editor and the add menu */
  children: ReactNode;
}

/** A section's description is a line or two: a shorter editor than the form's own description. */
const PHASE_DESCRIPTION_HEIGHT = 64;

/** One phase (section) of the form: its title and description, moves, removal (confirmed when it holds elements) and its elements. */
export function DesignerPhase({ phase, number, count, problems, readOnly, dispatch, onRemoved, children }: Props) {
  const domain = useDomainMessage();
  const t = useT(tabDesignMessages, designerMessages);
  const p = { p: number };
  const [confirming, setConfirming] = useState(false);
  const titleProblem = problems.find((p) => p.field === `phases.${phase.id}.title` || p.field === `phases.${phase.id}`);
  const headingId = `phase-heading-${phase.id}`;
  const remove = () => {
    setConfirming(false);
    dispatch({ type: 'removePhase', id: phase.id });
    onRemoved(phase, number);
  };
  return (
    <section className="card designer-phase" aria-labelledby={headingId} data-phase-id={phase.id}>
      <header className="designer-phase-head">
        <h2 id={headingId}>
          {t('designer.phase.heading', p)}
          {phase.title.trim() && <span className="designer-phase-name">: {phase.title.trim()}</span>}
        </h2>
        {!readOnly && count > 1 && (
          <div className="button-row designer-phase-actions">
            <Button variant="quiet" className="icon-button" isDisabled={number === 1} aria-label={t('designer.phase.moveUp', p)}
              onPress={() => dispatch({ type: 'movePhase', id: phase.id, by: -1 })}>
              <span aria-hidden="true">↑</span>
            </Button>
            <Button variant="quiet" className="icon-button" isDisabled={number === count} aria-label={t('designer.phase.moveDown', p)}
              onPress={() => dispatch({ type: 'movePhase', id: phase.id, by: 1 })}>
              <span aria-hidden="true">↓</span>
            </Button>
            <Button variant="danger" aria-label={t('designer.phase.remove', p)}
              onPress={() => (phase.elements.length > 0 ? setConfirming(true) : remove())}>
              {t('designer.deleteShort', p)}
            </Button>
          </div>
        )}
      </header>
      <TextField label={t('designer.phase.title', p)} value={phase.title} isReadOnly={readOnly}
        onChange={(title) => dispatch({ type: 'updatePhase', id: phase.id, patch: { title } })}
        validationBehavior="aria" errorMessage={titleProblem ? domain(titleProblem) : undefined} />
      <RichTextEditor label={t('designer.phase.description', p)} value={phase.description ?? ''} isDisabled={readOnly} minHeight={PHASE_DESCRIPTION_HEIGHT}
        onChange={(description) => dispatch({ type: 'updatePhase', id: phase.id, patch: { description: description === '' ? undefined : description } })} />
      <EnglishTextField label={t('designer.phase.title', p)} holder={phase} field="title" isReadOnly={readOnly}
        onChange={(translations) => dispatch({ type: 'updatePhase', id: phase.id, patch: { translations } })} />
      <EnglishTextField label={t('designer.phase.description', p)} holder={phase} field="description" rich isReadOnly={readOnly}
        onChange={(translations) => dispatch({ type: 'updatePhase', id: phase.id, patch: { translations } })} />
      {children}
      <ConfirmDialog
        isOpen={confirming}
        title={t('designer.phase.confirmTitle', p)}
        confirmLabel={t('designer.phase.confirmRemove', p)}
        cancelLabel={t('designer.phase.confirmCancel', p)}
        tone="danger"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('designer.phase.confirmBody', { ...p, count: phase.elements.length })}</p>
      </ConfirmDialog>
    </section>
  );
}
