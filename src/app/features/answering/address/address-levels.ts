import type { KeyedAnswer } from '#core/answers';
import type { LocalityListId, addressLevels } from '#core/forms';

export type AddressLevel = (typeof addressLevels)[number];

/** The levels the designer asked: the province always (no `addressLevels`: the province only). */
export function askedLevels(levels: readonly AddressLevel[] | undefined): ReadonlySet<AddressLevel> {
  return new Set<AddressLevel>(['province', ...(levels ?? [])]);
}

/**
 * Which boxes to show below the province. A two-level list (communes straight under the province,
 * after the 2025 reform) has no district box. On a three-level list a commune is reached through its
 * district, so asking the commune shows the district box too (kept in the answer only when asked).
 */
export function askedBoxes(levels: readonly AddressLevel[] | undefined, twoLevel: boolean): { district: boolean; commune: boolean } {
  const asked = askedLevels(levels);
  if (twoLevel) return { district: false, commune: asked.has('commune') };
  return { district: asked.has('district') || asked.has('commune'), commune: asked.has('commune') };
}

const codeOf = (value: KeyedAnswer[string] | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

export interface AddressCodes {
  province?: string | undefined;
  district?: string | undefined;
  commune?: string | undefined;
}

export function addressCodes(answer: KeyedAnswer): AddressCodes {
  return { province: codeOf(answer.province), district: codeOf(answer.district), commune: codeOf(answer.commune) };
}

/**
 * The answer for these codes, as core checks it (src/core/answers/validate-address.ts): only the
 * asked levels, on a two-level list `levels: '2'` and never a district, and the list the codes
 * belong to. Nothing chosen: no answer.
 */
export function addressAnswer(codes: AddressCodes, levels: readonly AddressLevel[] | undefined, twoLevel: boolean, list: LocalityListId): KeyedAnswer | undefined {
  if (codes.province === undefined) return undefined;
  const asked = askedLevels(levels);
  const answer: KeyedAnswer = { province: codes.province };
  if (!twoLevel && asked.has('district') && codes.district) answer.district = codes.district;
  if (asked.has('commune') && codes.commune) answer.commune = codes.commune;
  if (twoLevel) answer.levels = '2';
  // the names of this list stay the answer's, whatever happens to the other lists
  answer.list = list;
  return answer;
}

/** The codes after choosing (or clearing) one level: the levels below it are cleared. */
export function chooseLevel(current: AddressCodes, level: AddressLevel, code: string | undefined): AddressCodes {
  if (level === 'province') return { province: code };
  if (level === 'district') return { province: current.province, district: code };
  return { ...current, commune: code };
}
