import { z } from 'zod';

/**
 * The named lists of administrative units (docs/localities.md). `vn-2025-07`: two levels (province,
 * commune) since the reform of 1 July 2025, shipped and loaded at first start, the default of new
 * address elements. `vn-2025-03`: the three-level list of 01/03/2025, imported by an operator for
 * forms and answers made before the reform.
 */
export const localityListIds = ['vn-2025-07', 'vn-2025-03'] as const;
export type LocalityListId = (typeof localityListIds)[number];
export const localityListIdSchema = z.enum(localityListIds);

export const defaultLocalityList: LocalityListId = 'vn-2025-07';
/** Elements and answers made before lists were named carry no list id: they were made with this one. */
export const legacyLocalityList: LocalityListId = 'vn-2025-03';

/** How many levels each list has: the two-level list has no districts. */
export const localityListLevels: Readonly<Record<LocalityListId, 2 | 3>> = { 'vn-2025-07': 2, 'vn-2025-03': 3 };

/** The list an address element offers (its setting, else the list of before the setting existed). */
export const elementLocalityList = (element: { localityList?: LocalityListId | undefined }): LocalityListId =>
  element.localityList ?? legacyLocalityList;

/** The list an address answer was given in (its `list` key, else the list of before). */
export function answerLocalityList(answer: Readonly<Record<string, unknown>>): LocalityListId {
  const parsed = localityListIdSchema.safeParse(answer.list);
  return parsed.success ? parsed.data : legacyLocalityList;
}
