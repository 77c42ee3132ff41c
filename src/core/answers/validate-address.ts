import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { isKeyedAnswer } from './answer.schema';

const localityCode = /^\d{1,10}$/;
const parts = ['province', 'district', 'commune'] as const;

/**
 * address: `{ province, district?, commune?, levels? }` of locality codes (digits). Every level the
 * element asks is required once any part is given (province always asked). A two-level list
 * (province → commune, after the 2025 reform) has no district: an answer with `levels: '2'`, or
 * with a commune and no district, needs no district and must not carry one.
 */
export function addressProblem(element: FormElement, value: AnswerValue): Message | null {
  if (!isKeyedAnswer(value)) return { key: 'validation.malformed' };
  const asked = new Set<string>(['province', ...(element.addressLevels ?? [])]);
  for (const [key, code] of Object.entries(value)) {
    if (key === 'levels') {
      if (code !== '2' && code !== '3') return { key: 'validation.malformed' };
      continue;
    }
    if (!(parts as readonly string[]).includes(key) || !asked.has(key)) return { key: 'validation.malformed' };
    if (typeof code !== 'string' || (code !== '' && !localityCode.test(code))) return { key: 'validation.malformed' };
  }
  const has = (part: string) => typeof value[part] === 'string' && value[part] !== '';
  const twoLevel = value.levels === '2' || (value.levels === undefined && has('commune') && !has('district'));
  if (twoLevel && has('district')) return { key: 'validation.malformed' };
  if (!has('province')) return { key: 'validation.provinceRequired' };
  if (asked.has('district') && !twoLevel && !has('district')) return { key: 'validation.districtRequired' };
  if (asked.has('commune') && !has('commune')) return { key: 'validation.communeRequired' };
  return null;
}
