import type { ElementKind } from '#core/forms';
import { addressKind } from './kind-address';
import { attachmentKind } from './kind-attachment';
import { booleanKind } from './kind-boolean';
import { checkboxKind, dropdownKind, radioKind } from './kind-choice';
import { checkboxGridKind, radioGridKind } from './kind-choice-grid';
import { dateKind, datetimeKind } from './kind-date';
import { imageKind, quoteKind, titleKind, videoKind } from './kind-media';
import type { KindModule } from './kind-module';
import { decimalKind, numberKind } from './kind-number';
import { linearScaleKind, ratingKind } from './kind-scale';
import { gridKindModule, tableKindModule } from './kind-table';
import { emailKind, nationalIdKind, phoneKind, textKind } from './kind-text';

/** The kinds the designer offers, in the order of the "add" chooser (by group). New kinds register here. */
export const kindModules: readonly KindModule[] = [
  textKind, emailKind, phoneKind, nationalIdKind, numberKind, decimalKind, dateKind, datetimeKind, addressKind, attachmentKind,
  radioKind, checkboxKind, dropdownKind, booleanKind, linearScaleKind, ratingKind,
  radioGridKind, checkboxGridKind, tableKindModule, gridKindModule,
  titleKind, quoteKind, imageKind, videoKind,
];

const byKind = new Map<ElementKind, KindModule>(kindModules.map((m) => [m.kind, m]));

export function kindModule(kind: ElementKind): KindModule | undefined {
  return byKind.get(kind);
}
