import { z } from 'zod';
import { storableString } from '../text';

/** official codes are digits (kept as text for the leading zeros), as core checks them in answers */
const code = z.string().trim().regex(/^\d{1,10}$/);
const name = storableString().trim().min(1).max(200);
const unitType = storableString().trim().max(100).optional();

const communeSchema = z.object({ level3_id: code, name, type: unitType });
const levelTwoSchema = z.object({ level2_id: code, name, type: unitType, level3s: z.array(communeSchema).max(2000).optional() });
const provinceSchema = z.object({
  level1_id: code,
  name,
  type: unitType,
  level2s: z.array(levelTwoSchema).max(5000).optional(),
  /** a two-level list may put the communes straight under the province */
  level3s: z.array(communeSchema).max(10_000).optional(),
});

/**
 * The official list's file (docs/localities.md): `{data: [province]}`, three-level (province,
 * district, commune) or two-level (province, commune) as after the 2025 reform.
 */
export const localityFileSchema = z.object({ data: z.array(provinceSchema).min(1).max(200) });
export type LocalityFile = z.infer<typeof localityFileSchema>;
