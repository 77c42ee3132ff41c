import { describe, expect, it } from 'vitest';
import { addressProblem } from '#core/answers';
import type { FormElement } from '#core/forms';
import { addressAnswer, askedBoxes, chooseLevel } from '#app/features/answering/address/address-levels';
import { nameContains } from '#app/features/answering/address/address-query';

describe('address element: which levels are asked', () => {
  it('three-level list: the designed levels; a commune is reached through its district', () => {
    expect(askedBoxes(undefined, false)).toEqual({ district: false, commune: false });
    expect(askedBoxes(['province', 'district', 'commune'], false)).toEqual({ district: true, commune: true });
    expect(askedBoxes(['province', 'district'], false)).toEqual({ district: true, commune: false });
    expect(askedBoxes(['province', 'commune'], false)).toEqual({ district: true, commune: true });
  });

  it('two-level list (after the 2025 reform): never a district box', () => {
    expect(askedBoxes(['province', 'district', 'commune'], true)).toEqual({ district: false, commune: true });
    expect(askedBoxes(['province', 'district'], true)).toEqual({ district: false, commune: false });
  });
});

describe('address element: the answer', () => {
  const all = ['province', 'district', 'commune'] as const;
  const full = { province: '01', district: '001', commune: '00001' };
  /** elements made before lists were named offer the three-level list */
  const old = 'vn-2025-03' as const;

  it('a new province clears the district and commune; clearing it leaves no answer', () => {
    expect(addressAnswer(chooseLevel(full, 'province', '79'), all, false, old)).toEqual({ province: '79', list: 'vn-2025-03' });
    expect(addressAnswer(chooseLevel(full, 'province', undefined), all, false, old)).toBeUndefined();
  });

  it('a new district clears the commune; a commune keeps province and district', () => {
    expect(addressAnswer(chooseLevel(full, 'district', '002'), all, false, old)).toEqual({ province: '01', district: '002', list: 'vn-2025-03' });
    expect(addressAnswer(chooseLevel(full, 'commune', '00004'), all, false, old)).toEqual({ province: '01', district: '001', commune: '00004', list: 'vn-2025-03' });
    expect(addressAnswer(chooseLevel(full, 'commune', undefined), all, false, old)).toEqual({ province: '01', district: '001', list: 'vn-2025-03' });
  });

  it('holds only the asked levels: a district used to reach the commune is left out', () => {
    expect(addressAnswer(full, ['province', 'commune'], false, old)).toEqual({ province: '01', commune: '00001', list: 'vn-2025-03' });
    expect(addressAnswer(full, undefined, false, old)).toEqual({ province: '01', list: 'vn-2025-03' });
  });

  it('a two-level answer is marked levels 2 and has no district, and core accepts it', () => {
    const answer = addressAnswer({ province: '01', district: '001', commune: '00004' }, all, true, old);
    expect(answer).toEqual({ province: '01', commune: '00004', levels: '2', list: 'vn-2025-03' });
    const element: FormElement = { id: 'a1', kind: 'address', title: 'Address', required: true, addressLevels: [...all] };
    expect(addressProblem(element, answer ?? null)).toBeNull();
    expect(addressProblem(element, addressAnswer({ province: '01' }, all, true, old) ?? null)).toMatchObject({ key: 'validation.communeRequired' });
    expect(addressProblem(element, addressAnswer({ province: '01' }, all, false, old) ?? null)).toMatchObject({ key: 'validation.districtRequired' });
  });

  it('an answer on the shipped two-level list names it, and core accepts it for an element of that list', () => {
    const element: FormElement = { id: 'a2', kind: 'address', title: 'Address', required: true, localityList: 'vn-2025-07', addressLevels: ['province', 'commune'] };
    const answer = addressAnswer({ province: '01', commune: '10101003' }, element.addressLevels, true, 'vn-2025-07');
    expect(answer).toEqual({ province: '01', commune: '10101003', levels: '2', list: 'vn-2025-07' });
    expect(addressProblem(element, answer ?? null)).toBeNull();
    expect(addressProblem(element, addressAnswer({ province: '01', commune: '10101003' }, element.addressLevels, true, 'vn-2025-03') ?? null))
      .toMatchObject({ key: 'validation.malformed' });
  });
});

describe('address element: typing to filter', () => {
  it('finds names with or without accents, in any case, đ as d', () => {
    expect(nameContains('Thành phố Hà Nội', 'ha noi')).toBe(true);
    expect(nameContains('Thành phố Hà Nội', 'HÀ NỘI')).toBe(true);
    expect(nameContains('Quận Ba Đình', 'ba dinh')).toBe(true);
    expect(nameContains('Tỉnh Hà Giang', 'ha noi')).toBe(false);
    expect(nameContains('Tỉnh Hà Giang', '  ')).toBe(true);
  });
});
