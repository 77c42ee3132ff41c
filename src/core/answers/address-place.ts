import { type LocalityListId, answerLocalityList } from '../forms/locality-lists';
import type { AnswerValue } from './answer.schema';
import { isKeyedAnswer } from './answer.schema';

/** The list an address answer was given in and its codes, province first (none: not an address answer). */
export interface AddressPlace {
  list: LocalityListId;
  codes: string[];
}

const parts = ['province', 'district', 'commune'] as const;

/** A code is a unit of one list only (the same code may name another place in another list): `vn-2025-07:01`. */
export const placeKey = (list: LocalityListId, code: string) => `${list}:${code}`;

export function addressPlace(answer: AnswerValue | undefined): AddressPlace | null {
  if (answer === undefined || !isKeyedAnswer(answer)) return null;
  const codes = parts.map((part) => answer[part]).filter((code): code is string => typeof code === 'string' && code !== '');
  return codes.length === 0 ? null : { list: answerLocalityList(answer), codes };
}
