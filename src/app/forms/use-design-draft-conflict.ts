import { useState, type Dispatch } from 'react';
import { mergeDesigns, resolveConflicts, type ConflictChoice, type DesignConflict } from '#core/forms';
import type { FormDesign } from '#core/forms';
import { deleteDesignDraft, settleDesignConflict, type DesignDraft } from '#offline/index';
import type { DesignerAction } from './designer-state';

/** A conflict waiting for the author: the three designs and what differs. */
export interface OpenConflict {
  key: string;
  base: FormDesign;
  mine: FormDesign;
  theirs: FormDesign;
  theirsVersion: number;
  conflicts: DesignConflict[];
}

/**
 * Without the common ancestor (an unreadable base), nothing can count as unchanged on one side:
 * whatever differs between the two versions is a conflict, and whatever only one has is kept.
 */
function unknownBase(): FormDesign {
  return { title: '\u0000', description: '\u0000', phases: [], logic: [], settings: {} } as unknown as FormDesign;
}

/**
 * The conflict of a draft whose server version moved: merged on its own when the two edits touch
 * different parts (the author then checks and saves: a merge is never saved silently), else kept
 * open for the author's choices. The conflict stays in the draft, so it survives a reload.
 */
export function useDesignDraftConflict(
  dispatch: Dispatch<DesignerAction>,
  rebase: (key: string, design: FormDesign) => void,
  onResolved: () => void,
) {
  const [open, setOpen] = useState<OpenConflict | null>(null);
  const [visible, setVisible] = useState(false);

  const settle = async (conflict: OpenConflict, design: FormDesign) => {
    await settleDesignConflict(conflict.key, design);
    rebase(conflict.key, conflict.theirs);
    dispatch({ type: 'resolved', design, baseVersion: conflict.theirsVersion });
    setOpen(null);
    setVisible(false);
  };

  /** 'merged': settled with no question; 'open': the author must choose; null: not a conflict. */
  const take = async (draft: DesignDraft): Promise<'merged' | 'open' | null> => {
    if (draft.state !== 'conflict' || !draft.conflictTheirs || draft.conflictVersion === undefined) return null;
    const base = draft.baseDesign ?? unknownBase();
    const { merged, conflicts } = mergeDesigns(base, draft.design, draft.conflictTheirs);
    const conflict: OpenConflict = { key: draft.key, base, mine: draft.design, theirs: draft.conflictTheirs, theirsVersion: draft.conflictVersion, conflicts };
    if (conflicts.length === 0) {
      await settle(conflict, merged);
      return 'merged';
    }
    setOpen(conflict);
    setVisible(true);
    return 'open';
  };

  const choose = async (choices: Record<string, ConflictChoice>) => {
    if (!open) return;
    await settle(open, resolveConflicts(open.base, open.mine, open.theirs, choices));
    onResolved();
  };
  const everywhere = (choice: ConflictChoice) => Object.fromEntries((open?.conflicts ?? []).map((c) => [c.id, choice]));

  return {
    open,
    /** the dialog is shown (the author may put the choice off; the conflict stays in the draft) */
    visible: open !== null && visible,
    postpone: () => setVisible(false),
    reopen: () => setVisible(true),
    take,
    choose,
    keepAllMine: () => choose(everywhere('mine')),
    takeAllTheirs: () => choose(everywhere('theirs')),
    /** mine was saved as a new form: this draft's conflict is over (the form itself keeps theirs) */
    forget: async () => {
      if (open) await deleteDesignDraft(open.key);
      setOpen(null);
      setVisible(false);
    },
    /** the draft was discarded: nothing is left to settle */
    drop: () => {
      setOpen(null);
      setVisible(false);
    },
  };
}

export type DesignDraftConflict = ReturnType<typeof useDesignDraftConflict>;
