import type { AnswerValue } from '#core/answers';
import { addressPlace, isFileList } from '#core/answers';
import { parseDecimal } from '#core/answers';
import type { FormElement } from '#core/forms';
import type { CellContext, CellValue, PartColumn } from './export-types';
import { dateCell, joinLabels } from './export-text';

const whole = (element: FormElement, value: (answer: AnswerValue, context: CellContext) => CellValue): PartColumn =>
  ({ key: element.id, part: '', value });

export const textColumn = (element: FormElement) => whole(element, (answer) => (typeof answer === 'string' ? answer : null));

/** Numbers stay numbers (an XLSX numeric cell); decimal text as stored becomes its number. */
export const numberColumn = (element: FormElement) => whole(element, (answer) => parseDecimal(answer));

export const dateColumn = (element: FormElement) => whole(element, (answer) => (typeof answer === 'string' ? dateCell(answer) : null));

/** Attachments: the file names, then (`links`) their absolute addresses on the protected file route. */
export function fileColumns(element: FormElement, linksPart: string): PartColumn[] {
  return [
    whole(element, (answer) => (isFileList(answer) ? joinLabels(answer.map((f) => f.name)) : null)),
    {
      key: `${element.id}.links`,
      part: linksPart,
      value: (answer, context) => (isFileList(answer) ? joinLabels(answer.flatMap((f) => (f.key ? [context.fileUrl(f.key)] : []))) || null : null),
    },
  ];
}

/** Address codes as place names of the list the answer was given in, smallest first: "Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh". */
export const addressColumn = (element: FormElement) => whole(element, (answer, context) => {
  const place = addressPlace(answer);
  const names = place ? [...place.codes].reverse().map((code) => context.localityName(place.list, code)) : [];
  return names.join(', ') || null;
});
