import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, passwordProblem } from '#core/auth';
import { formDesignSchema } from '#core/forms';
import { checkDesign } from '#core/forms';
import { hasPermission } from '#core/permissions';
import { markCellChanges } from '#core/tables';
import { ROW_HEADER_KEY, type TableCell } from '#core/tables';

describe('password rule (SPEC 5)', () => {
  it.each([
    ['', 'validation.passwordRequired'],
    ['Abc1234', 'validation.passwordRule'],
    ['abcdefg1', 'validation.passwordRule'],
    ['ABCDEFG1', 'validation.passwordRule'],
    ['Abcdefgh', 'validation.passwordRule'],
    ['Abcdefg1', null],
    ['Mậtkhẩu9', null],
  ])('%s → %s', (password, expected) => expect(passwordProblem(password)).toBe(expected));

  it('rejects the special characters of the generic rule', () => {
    for (const ch of '`!@#$%^&*()+=[]{};\':"\\|<>/?~') expect(hasForbiddenCharacter(`a${ch}b`)).toBe(true);
    expect(hasForbiddenCharacter('Nguyễn Văn An - 2024, Hà Nội.')).toBe(false);
  });
});

describe('permission check (SPEC 6)', () => {
  const user = { isSystem: false, level: 1, permissionCodes: ['Form.Edit', 'user.view'] };
  it('is case-insensitive, takes one code or a list, and checks the level when given', () => {
    expect(hasPermission(user, 'form.edit')).toBe(true);
    expect(hasPermission(user, ['x', 'USER.VIEW'])).toBe(true);
    expect(hasPermission(user, 'x')).toBe(false);
    expect(hasPermission(user, 'form.edit', 1)).toBe(true);
    expect(hasPermission(user, 'form.edit', 2)).toBe(false);
  });
  it('lets a system user do everything and AccessMeet always pass', () => {
    expect(hasPermission({ isSystem: true, permissionCodes: [] }, 'anything', 9)).toBe(true);
    expect(hasPermission({ ...user, permissionCodes: [] }, 'accessmeet')).toBe(true);
  });
});

describe('design checks', () => {
  const base = { title: 'T', phases: [{ id: 'p', elements: [] as unknown[] }] };
  it('refuses an empty title at parse time', () => {
    expect(formDesignSchema.safeParse({ ...base, title: '  ' }).success).toBe(false);
  });
  it('needs options on choices, min below max, and logic that refers to existing elements', () => {
    const design = formDesignSchema.parse({
      ...base,
      phases: [{ id: 'p', elements: [
        { id: 'r', kind: 'radio', title: 'R', options: [] },
        { id: 'n', kind: 'number', title: 'N', min: 5, max: 5 },
      ] }],
      logic: [{ id: 'l', conditions: [{ elementId: 'gone', comparison: 'eq', value: 1 }], actions: [{ type: 'show', elementIds: ['n'] }] }],
    });
    expect(checkDesign(design).map((p) => p.key)).toEqual(['validation.optionsRequired', 'validation.minLessThanMax', 'validation.logicIncomplete']);
  });
});

describe('table cell change markers (SPEC 4)', () => {
  const cell = (over: Partial<TableCell>): TableCell => ({ key: 'c', type: 1, rowIndex: 0, columnIndex: 1, children: [], ...over });
  it('marks update when the cell has an id, else create', () => {
    const [a, b] = markCellChanges([cell({ id: 7 }), cell({})]);
    expect(a?.actionType).toBe('update');
    expect(b?.actionType).toBe('create');
  });
  it('deleting a row header deletes the whole row and all its options', () => {
    const cells = markCellChanges([
      cell({ id: 1, key: ROW_HEADER_KEY, columnIndex: 0, rowIndex: 2, actionType: 'delete' }),
      cell({ id: 2, rowIndex: 2, children: [{ id: 9, value: 'a', text: 'A' }] }),
      cell({ id: 3, rowIndex: 3 }),
    ]);
    expect(cells.map((c) => c.actionType)).toEqual(['delete', 'delete', 'update']);
    expect(cells[1]?.children[0]?.actionType).toBe('delete');
  });
  it('options of a new cell are create unless already delete; of an existing cell update or create', () => {
    const [created, updated] = markCellChanges([
      cell({ children: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B', actionType: 'delete' }] }),
      cell({ id: 4, children: [{ id: 1, value: 'a', text: 'A' }, { value: 'n', text: 'N' }] }),
    ]);
    expect(created?.children.map((o) => o.actionType)).toEqual(['create', 'delete']);
    expect(updated?.children.map((o) => o.actionType)).toEqual(['update', 'create']);
  });
});
