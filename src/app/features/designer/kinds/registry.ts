import type { ElementKind } from '#core/forms';
import { addressKind } from './address';
import { attachmentKind } from './attachment';
import { booleanKind } from './boolean';
import { checkboxKind, dropdownKind, radioKind } from './choice';
import { checkboxGridKind, radioGridKind } from './choice-grid';
import { dateKind, datetimeKind } from './date';
import { imageKind, quoteKind, titleKind, videoKind } from './media';
import type { KindModule } from './module';
import { decimalKind, numberKind } from './number';
import { linearScaleKind, ratingKind } from './scale';
import { gridKindModule, tableKindModule } from './table';
import { emailKind, nationalIdKind, phoneKind, textKind } from './text';

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
