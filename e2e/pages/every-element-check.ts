import { expect } from '@playwright/test';
import type { FormElement } from '#core/forms';
import { allElements, type FormDesign } from '#core/forms';
import { QuestionInputType, ROW_HEADER_KEY } from '#core/tables';
import { everyElement, grades, members, provinces, relations, stages, videoLink } from './every-element';

const labels = (items: readonly { label: string }[] | undefined) => (items ?? []).map((item) => item.label);

function checkTable(table: FormElement): void {
  const cells = table.cells ?? [];
  const header = cells.filter((c) => c.rowIndex === 0).sort((a, b) => a.columnIndex - b.columnIndex);
  expect(header.map((c) => c.key)[0]).toBe(ROW_HEADER_KEY);
  expect(header.slice(1).map((c) => c.title)).toEqual(['Quan hệ với chủ hộ', 'Năm sinh']);
  expect(header[1]?.type).toBe(QuestionInputType.Radio);
  expect(header[1]?.children.map((o) => o.text)).toEqual(relations);
  const rowLabels = cells.filter((c) => c.rowIndex > 0 && c.columnIndex === 0).sort((a, b) => a.rowIndex - b.rowIndex);
  expect(rowLabels.map((c) => c.text)).toEqual(members);
  // every body row has a cell under each column, typed like its column
  for (const row of rowLabels) {
    const rowCells = cells.filter((c) => c.rowIndex === row.rowIndex && c.columnIndex > 0).sort((a, b) => a.columnIndex - b.columnIndex);
    expect(rowCells.map((c) => c.type)).toEqual([QuestionInputType.Radio, QuestionInputType.Input]);
  }
  expect(cells.every((c) => c.actionType === undefined)).toBe(true);
}

/** The stored design holds every element with the options the author gave it, the rule and both cover pages. */
export function expectEveryElement(design: FormDesign, titles: { welcome: string; thankYou: string }): void {
  const elements = allElements(design);
  expect(elements.map((e) => [e.kind, e.title])).toEqual(everyElement.map((e) => [e.kind, e.title]));
  const byKind = new Map(elements.map((e) => [e.kind, e]));
  const of = (kind: FormElement['kind']) => {
    const element = byKind.get(kind);
    if (!element) throw new Error(`no ${kind} element`);
    return element;
  };
  expect(of('text')).toMatchObject({ required: true, minLength: 2, maxLength: 80 });
  expect(of('text').description).toMatch(/<strong>Ghi đúng<\/strong>\s*như trên giấy tờ tùy thân\./);
  expect(of('email')).toMatchObject({ maxLength: 120 });
  expect(of('phone')).toMatchObject({ placeholder: '0912 345 678' });
  expect(of('number')).toMatchObject({ required: true, min: 1, max: 20, step: 1, unit: 'người' });
  expect(of('decimal')).toMatchObject({ min: 10, max: 500, step: 0.5, unit: 'm²' });
  expect(of('date')).toMatchObject({ disallowPast: true });
  expect(of('datetime')).toMatchObject({ timeFrom: '08:00', timeTo: '17:30' });
  expect(of('attachment')).toMatchObject({ maxFiles: 3 });
  expect(of('radio')).toMatchObject({ otherOption: true, otherLabel: 'Ý kiến khác' });
  expect(labels(of('radio').options)).toEqual(['Rồi', 'Chưa']);
  expect(labels(of('checkbox').options)).toEqual(['Truyền hình', 'Mạng xã hội', 'Người quen']);
  expect(of('checkbox')).toMatchObject({ maxChoices: 2 });
  expect(labels(of('dropdown').options)).toEqual(provinces);
  expect(of('boolean')).toMatchObject({ trueLabel: 'Muốn nhận', falseLabel: 'Không cần' });
  expect(of('linearScale')).toMatchObject({ max: 7, minLabel: 'Rất không hài lòng', maxLabel: 'Rất hài lòng' });
  expect(of('rating')).toMatchObject({ ratingIcon: 'heart' });
  expect(labels(of('radioGrid').rows)).toEqual(stages);
  expect(labels(of('radioGrid').columns)).toEqual(grades);
  expect(labels(of('checkboxGrid').rows)).toEqual(['Đăng ký thường trú', 'Cấp căn cước']);
  expect(labels(of('checkboxGrid').columns)).toEqual(['Bản chính', 'Bản sao']);
  checkTable(of('table'));
  const gridHeader = (of('grid').cells ?? []).filter((c) => c.rowIndex === 0).sort((a, b) => a.columnIndex - b.columnIndex);
  expect(gridHeader.map((c) => c.title)).toEqual(['Ngày liên hệ', 'Nội dung']);
  expect(of('grid').cells?.every((c) => c.rowIndex === 0)).toBe(true);
  expect(of('grid')).toMatchObject({ maxRows: 5 });
  for (const kind of ['title', 'quote'] as const) expect(of(kind).content).toMatch(/<strong>Lưu ý:<\/strong>\s*mọi thông tin được bảo mật\./);
  expect(of('image').mediaUrl).toMatch(/^\/api\/storage\/files\/\S+$/);
  expect(of('image')).toMatchObject({ caption: 'Tầng 1, quầy số 3' });
  expect(of('video')).toMatchObject({ mediaUrl: videoLink });

  const radio = of('radio');
  expect(design.logic).toEqual([
    expect.objectContaining({
      join: 'or',
      conditions: [
        { elementId: radio.id, comparison: 'eq', value: radio.options?.[0]?.id },
        { elementId: of('number').id, comparison: 'gt', value: 5 },
      ],
      actions: [{ type: 'show', elementIds: [of('checkbox').id] }],
    }),
  ]);
  expect(design.welcome?.title).toBe(titles.welcome);
  expect(design.thankYou?.title).toBe(titles.thankYou);
}
