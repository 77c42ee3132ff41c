import { describe, expect, it } from 'vitest';
import { addressProblem } from '#core/answers';
import type { FormElement } from '#core/forms';
import { addressAnswer, askedBoxes, chooseLevel } from '../../src/app/answering/address-levels';
import { nameContains } from '../../src/app/answering/address-query';

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

  it('a new province clears the district and commune; clearing it leaves no answer', () => {
    expect(addressAnswer(chooseLevel(full, 'province', '79'), all, false)).toEqual({ province: '79' });
    expect(addressAnswer(chooseLevel(full, 'province', undefined), all, false)).toBeUndefined();
  });

  it('a new district clears the commune; a commune keeps province and district', () => {
    expect(addressAnswer(chooseLevel(full, 'district', '002'), all, false)).toEqual({ province: '01', district: '002' });
    expect(addressAnswer(chooseLevel(full, 'commune', '00004'), all, false)).toEqual({ province: '01', district: '001', commune: '00004' });
    expect(addressAnswer(chooseLevel(full, 'commune', undefined), all, false)).toEqual({ province: '01', district: '001' });
  });

  it('holds only the asked levels: a district used to reach the commune is left out', () => {
    expect(addressAnswer(full, ['province', 'commune'], false)).toEqual({ province: '01', commune: '00001' });
    expect(addressAnswer(full, undefined, false)).toEqual({ province: '01' });
  });

  it('a two-level answer is marked levels 2 and has no district, and core accepts it', () => {
    const answer = addressAnswer({ province: '01', district: '001', commune: '00004' }, all, true);
    expect(answer).toEqual({ province: '01', commune: '00004', levels: '2' });
    const element: FormElement = { id: 'a1', kind: 'address', title: 'Address', required: true, addressLevels: [...all] };
    expect(addressProblem(element, answer ?? null)).toBeNull();
    expect(addressProblem(element, addressAnswer({ province: '01' }, all, true) ?? null)).toMatchObject({ key: 'validation.communeRequired' });
    expect(addressProblem(element, addressAnswer({ province: '01' }, all, false) ?? null)).toMatchObject({ key: 'validation.districtRequired' });
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
