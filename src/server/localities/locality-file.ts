import type { FieldProblem } from '#core/i18n';
import { LocalityType, type LocalityFile } from '#core/api';
import { foldText } from '#core/text';

export interface LocalityRow {
  code: string;
  name: string;
  type: number;
  parentCode: string | null;
  searchName: string;
}

/** Unit types of the commune level: a `level2s` entry of one of these with no `level3s` is a commune. */
const communeTypes = new Set(['phuong', 'xa', 'thi tran', 'dac khu']);
const isCommuneType = (type: string | undefined) => type !== undefined && communeTypes.has(foldText(type));

export type FlattenResult = { ok: true; rows: LocalityRow[] } | { ok: false; problems: FieldProblem[] };

/**
 * The file as table rows. Rule: `level3s` under a province are communes of it; a `level2s` entry
 * with `level3s` is a district, one without is a commune when its type is a commune type (Phường,
 * Xã, Thị trấn, Đặc khu), else a district with no communes (some island districts). A list is
 * either three-level or two-level: one with both districts and communes straight under a province
 * is refused, as is a code used twice.
 */
export function flattenLocalityFile(file: LocalityFile): FlattenResult {
  const rows: LocalityRow[] = [];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  let districts = 0;
  let directCommunes = 0;
  const add = (field: string, unit: { name: string }, unitCode: string, type: number, parentCode: string | null) => {
    if (seen.has(unitCode)) {
      if (problems.length < 20) problems.push({ field, key: 'validation.localityCodeTaken', values: { code: unitCode } });
      return;
    }
    seen.add(unitCode);
    rows.push({ code: unitCode, name: unit.name, type, parentCode, searchName: foldText(unit.name) });
  };
  file.data.forEach((province, p) => {
    const at = `data.${p}`;
    add(`${at}.level1_id`, province, province.level1_id, LocalityType.Province, null);
    province.level3s?.forEach((commune, c) => {
      directCommunes += 1;
      add(`${at}.level3s.${c}.level3_id`, commune, commune.level3_id, LocalityType.Ward, province.level1_id);
    });
    province.level2s?.forEach((entry, d) => {
      const field = `${at}.level2s.${d}`;
      if (!entry.level3s?.length && isCommuneType(entry.type)) {
        directCommunes += 1;
        add(`${field}.level2_id`, entry, entry.level2_id, LocalityType.Ward, province.level1_id);
        return;
      }
      districts += 1;
      add(`${field}.level2_id`, entry, entry.level2_id, LocalityType.District, province.level1_id);
      entry.level3s?.forEach((commune, c) => {
        add(`${field}.level3s.${c}.level3_id`, commune, commune.level3_id, LocalityType.Ward, entry.level2_id);
      });
    });
  });
  if (districts > 0 && directCommunes > 0) problems.unshift({ field: 'data', key: 'validation.localityLevelsMixed' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
