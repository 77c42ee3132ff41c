import type { ComponentType } from 'react';
import type { ElementKind, FormElement } from '#core/forms';
import type { FieldProblem } from '#core/i18n';
import type { ElementPatch } from '../state/state';

/** What a kind's editor of options receives: its element, a way to change it, and its problems. */
export interface KindEditorProps {
  element: FormElement;
  /** 1-based position, for distinct accessible names */
  position: number;
  onChange: (patch: ElementPatch) => void;
  /** checkDesign problems of this element, by field suffix ('min', 'options', ...) */
  problemOf: (suffix: string) => FieldProblem | undefined;
  /** a viewer's read-only design: inputs are also disabled by the surrounding fieldset, rich text is not */
  isReadOnly?: boolean;
}

/** The messages a new element's default names come from ("Column 2", "Row"). */
export type DefaultNameId = 'kinds.list.default.column' | 'kinds.list.default.row' | 'kinds.table.rowLabelHeader';

/** Where a kind is listed in the "add" chooser. */
export type KindGroup = 'question' | 'choice' | 'grid' | 'content';

export interface KindDefaults {
  optionLabel: (n: number) => string;
  newId: () => string;
  /** a translated message, for default names of table columns and rows ('' when not given) */
  message?: (id: DefaultNameId, i?: number) => string;
}

/**
 * One module per element kind. The designer knows kinds only through this registry; the
 * answering renderer of each kind lives in the answering feature, separate from its editor.
 */
export interface KindModule {
  kind: ElementKind;
  group: KindGroup;
  /** message id of the kind's name and of its "add" button */
  nameId: `kinds.name.${ElementKind}`;
  addId: `kinds.add.${ElementKind}`;
  create: (id: string, defaults: KindDefaults) => FormElement;
  /** options specific to the kind; null when it has none */
  Editor: ComponentType<KindEditorProps> | null;
}
