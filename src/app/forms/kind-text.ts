import type { KindModule } from './kind-module';

export const textKind: KindModule = {
  kind: 'text',
  nameId: 'designer.kind.text',
  addId: 'designer.add.text',
  create: (id) => ({ id, kind: 'text', title: '', required: false }),
  Editor: null,
};
