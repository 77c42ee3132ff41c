import type { FormElement } from '../forms/element.schema';
import { answerLocalityList, elementLocalityList, localityListIdSchema, localityListLevels } from '../forms/locality-lists';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { isKeyedAnswer } from './answer.schema';

const localityCode = /^\d{1,10}$/;
const parts = ['province', 'district', 'commune'] as const;

/**
 * address: `{ province, district?, commune?, levels?, list? }` of locality codes (digits). `list`
 * names the list the codes belong to and must be the element's (docs/localities.md; both absent:
 * the three-level list of before the 2025 reform). Every level the element asks is required once
 * any part is given (province always asked). A two-level list (province → commune, after the 2025
 * reform) has no district: an answer in one, or with `levels: '2'`, or with a commune and no
 * district, needs no district and must not carry one.
 */
export function addressProblem(element: FormElement, value: AnswerValue): Message | null {
  if (!isKeyedAnswer(value)) return { key: 'validation.malformed' };
  const asked = new Set<string>(['province', ...(element.addressLevels ?? [])]);
  for (const [key, code] of Object.entries(value)) {
    if (key === 'list') {
      if (!localityListIdSchema.safeParse(code).success) return { key: 'validation.malformed' };
      continue;
    }
    if (key === 'levels') {
      if (code !== '2' && code !== '3') return { key: 'validation.malformed' };
      continue;
    }
    if (!(parts as readonly string[]).includes(key) || !asked.has(key)) return { key: 'validation.malformed' };
    if (typeof code !== 'string' || (code !== '' && !localityCode.test(code))) return { key: 'validation.malformed' };
  }
  const list = answerLocalityList(value);
  if (list !== elementLocalityList(element)) return { key: 'validation.malformed' };
  const has = (part: string) => typeof value[part] === 'string' && value[part] !== '';
  const twoLevel = localityListLevels[list] === 2 || value.levels === '2' || (value.levels === undefined && has('commune') && !has('district'));
  if (twoLevel && has('district')) return { key: 'validation.malformed' };
  if (!has('province')) return { key: 'validation.provinceRequired' };
  if (asked.has('district') && !twoLevel && !has('district')) return { key: 'validation.districtRequired' };
  if (asked.has('commune') && !has('commune')) return { key: 'validation.communeRequired' };
  return null;
}
