import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionSubject } from '#core/permissions';

const user = (permissionCodes: string[], level: number | null = null): PermissionSubject => ({ isSystem: false, level, permissionCodes });
const code = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,15}$/).filter((c) => c.toLowerCase() !== 'accessmeet');
const flipCase = (value: string) => [...value].map((ch, i) => (i % 2 === 0 ? ch.toUpperCase() : ch.toLowerCase())).join('');

describe('hasPermission (SPEC 6)', () => {
  it('a system user holds every code, at every level, with no codes of their own', () => {
    fc.assert(fc.property(fc.oneof(code, fc.array(code)), fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 9 })),
      (wanted, level, own) => hasPermission({ isSystem: true, level: own, permissionCodes: [] }, wanted, level)));
  });

  it('a single code: held or not', () => {
    expect(hasPermission(user(['UserManage']), 'UserManage')).toBe(true);
    expect(hasPermission(user(['UserManage']), 'RoleManage')).toBe(false);
    expect(hasPermission(user([]), 'UserManage')).toBe(false);
  });

  it('a list of codes: any one held is enough, none held refuses, an empty list refuses', () => {
    expect(hasPermission(user(['LogView']), ['UserManage', 'LogView'])).toBe(true);
    expect(hasPermission(user(['LogView']), ['UserManage', 'RoleManage'])).toBe(false);
    expect(hasPermission(user(['LogView']), [])).toBe(false);
  });

  it('codes compare ignoring case, both ways', () => {
    fc.assert(fc.property(code, (c) => {
      expect(hasPermission(user([c.toUpperCase()]), c.toLowerCase())).toBe(true);
      expect(hasPermission(user([c.toLowerCase()]), [flipCase(c)])).toBe(true);
    }));
    expect(hasPermission(user(['usermanage']), 'USERMANAGE')).toBe(true);
  });

  it('a level must equal the user\'s level', () => {
    expect(hasPermission(user(['UserManage'], 2), 'UserManage', 2)).toBe(true);
    expect(hasPermission(user(['UserManage'], 2), 'UserManage', 1)).toBe(false);
    expect(hasPermission(user(['UserManage'], 0), 'UserManage', 0)).toBe(true);
    expect(hasPermission(user(['UserManage'], null), 'UserManage', 1)).toBe(false);
    expect(hasPermission({ isSystem: false, permissionCodes: ['UserManage'] }, 'UserManage', 1)).toBe(false);
    // no level asked: the user's level does not matter
    expect(hasPermission(user(['UserManage'], 3), 'UserManage')).toBe(true);
    // the right level does not give a code the user lacks
    expect(hasPermission(user(['LogView'], 2), 'UserManage', 2)).toBe(false);
  });

  it('matches the rule for any codes, levels and wants', () => {
    fc.assert(fc.property(fc.array(code), fc.array(code), fc.option(fc.integer({ min: 0, max: 3 })), fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      (held, wanted, own, level) => {
        const lower = new Set(held.map((c) => c.toLowerCase()));
        const expected = (level === undefined || level === own) && wanted.some((c) => lower.has(c.toLowerCase()));
        expect(hasPermission(user(held, own), wanted, level)).toBe(expected);
      }));
  });

  it('AccessMeet always passes: for a user without codes, any case, at any level, inside a list', () => {
    fc.assert(fc.property(fc.array(code), fc.option(fc.integer({ min: 0, max: 3 })), fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), code,
      (held, own, level, other) => {
        expect(hasPermission(user(held, own), 'AccessMeet', level)).toBe(true);
        expect(hasPermission(user([], own), [other, 'accessmeet'], level)).toBe(true);
      }));
    expect(hasPermission(user([]), 'ACCESSMEET')).toBe(true);
  });
});
