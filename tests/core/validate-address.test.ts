import { describe, expect, it } from 'vitest';
import { answerLocalityList, elementLocalityList } from '#core/forms';
import { keyOf } from './answers-fixtures';

const three = { kind: 'address' as const, addressLevels: ['province' as const, 'district' as const, 'commune' as const] };

describe('address answers', () => {
  it('takes the codes of every level asked', () => {
    expect(keyOf(three, { province: '01', district: '001', commune: '00001' })).toBeNull();
    expect(keyOf({ kind: 'address', addressLevels: ['province'] }, { province: '79' })).toBeNull();
  });

  it('names the first missing level', () => {
    expect(keyOf({ ...three, required: true }, {})).toBe('validation.required');
    expect(keyOf(three, { district: '001', commune: '00001' })).toBe('validation.provinceRequired');
    expect(keyOf(three, { province: '01' })).toBe('validation.districtRequired');
    expect(keyOf(three, { province: '01', district: '001' })).toBe('validation.communeRequired');
    expect(keyOf({ kind: 'address', addressLevels: ['province', 'commune'] }, { province: '01' })).toBe('validation.communeRequired');
  });

  it('accepts a two-level answer (province → commune, 2025 list) without a district', () => {
    expect(keyOf(three, { province: '01', commune: '00004' })).toBeNull();
    expect(keyOf(three, { province: '01', commune: '00004', levels: '2' })).toBeNull();
    expect(keyOf(three, { province: '01', levels: '2' })).toBe('validation.communeRequired');
    expect(keyOf(three, { province: '01', district: '001', commune: '00004', levels: '2' })).toBe('validation.malformed');
    expect(keyOf(three, { province: '01', commune: '00004', levels: '3' })).toBe('validation.districtRequired');
  });

  it('refuses codes that are not digits, unknown parts and levels not asked', () => {
    expect(keyOf(three, { province: 'Hà Nội', district: '001', commune: '00001' })).toBe('validation.malformed');
    expect(keyOf(three, { province: ['01'], district: '001', commune: '00001' })).toBe('validation.malformed');
    expect(keyOf(three, { province: '01', district: '001', commune: '00001', street: '12' })).toBe('validation.malformed');
    expect(keyOf({ kind: 'address', addressLevels: ['province'] }, { province: '01', commune: '00001' })).toBe('validation.malformed');
    expect(keyOf(three, { province: '01', commune: '00001', levels: '4' })).toBe('validation.malformed');
    expect(keyOf(three, '01')).toBe('validation.malformed');
  });

  describe('the list the element offers', () => {
    const twoLevelList = { kind: 'address' as const, localityList: 'vn-2025-07' as const, addressLevels: ['province' as const, 'commune' as const] };

    it('takes an answer naming the element\'s list, which on the two-level list needs no district', () => {
      expect(keyOf(twoLevelList, { province: '01', commune: '00004', list: 'vn-2025-07' })).toBeNull();
      expect(keyOf(twoLevelList, { province: '01', list: 'vn-2025-07' })).toBe('validation.communeRequired');
      expect(keyOf({ ...three, localityList: 'vn-2025-03' as const }, { province: '01', district: '001', commune: '00001', list: 'vn-2025-03' })).toBeNull();
    });

    it('refuses an answer of another list, with no list, or naming an unknown list', () => {
      expect(keyOf(twoLevelList, { province: '01', commune: '00004' })).toBe('validation.malformed');
      expect(keyOf(twoLevelList, { province: '01', commune: '00004', list: 'vn-2025-03' })).toBe('validation.malformed');
      expect(keyOf(three, { province: '01', district: '001', commune: '00001', list: 'vn-2025-07' })).toBe('validation.malformed');
      expect(keyOf(twoLevelList, { province: '01', commune: '00004', list: 'vn-1999' })).toBe('validation.malformed');
      expect(keyOf(twoLevelList, { province: '01', commune: '00004', list: ['vn-2025-07'] })).toBe('validation.malformed');
    });

    it('refuses a district on the two-level list', () => {
      expect(keyOf({ ...twoLevelList, addressLevels: ['province', 'district', 'commune'] }, { province: '01', district: '001', commune: '00004', list: 'vn-2025-07' }))
        .toBe('validation.malformed');
    });

    it('reads an element or answer without a list as the three-level list of before the reform', () => {
      expect(elementLocalityList({})).toBe('vn-2025-03');
      expect(answerLocalityList({ province: '01' })).toBe('vn-2025-03');
      expect(answerLocalityList({ province: '01', list: 'vn-2025-07' })).toBe('vn-2025-07');
    });
  });
});
