import type { KindModule } from './module';
import { LengthOptions, PlaceholderOptions } from './text-options';

const blank = { title: '', required: false } as const;

export const textKind: KindModule = {
  kind: 'text',
  group: 'question',
  nameId: 'kinds.name.text',
  addId: 'kinds.add.text',
  create: (id) => ({ id, kind: 'text', ...blank }),
  Editor: LengthOptions,
};

export const emailKind: KindModule = {
  kind: 'email',
  group: 'question',
  nameId: 'kinds.name.email',
  addId: 'kinds.add.email',
  create: (id) => ({ id, kind: 'email', ...blank }),
  Editor: LengthOptions,
};

export const phoneKind: KindModule = {
  kind: 'phone',
  group: 'question',
  nameId: 'kinds.name.phone',
  addId: 'kinds.add.phone',
  create: (id) => ({ id, kind: 'phone', ...blank }),
  Editor: PlaceholderOptions,
};

export const nationalIdKind: KindModule = {
  kind: 'nationalId',
  group: 'question',
  nameId: 'kinds.name.nationalId',
  addId: 'kinds.add.nationalId',
  create: (id) => ({ id, kind: 'nationalId', ...blank }),
  Editor: PlaceholderOptions,
};
