import type { ElementKind } from '#core/forms/element.schema';
import type { KindModule } from './kind-module';
import { numberKind } from './kind-number';
import { radioKind } from './kind-radio';
import { textKind } from './kind-text';

/** The kinds the designer offers, in the order of the "add" buttons. New kinds register here. */
export const kindModules: readonly KindModule[] = [textKind, numberKind, radioKind];

const byKind = new Map<ElementKind, KindModule>(kindModules.map((m) => [m.kind, m]));

export function kindModule(kind: ElementKind): KindModule | undefined {
  return byKind.get(kind);
}
