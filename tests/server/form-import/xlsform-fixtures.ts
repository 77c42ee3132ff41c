import ExcelJS from 'exceljs';

type Cell = string | number | boolean | null;

/** One sheet as rows of cells, the first row being the headers, as ODK and Kobo write them. */
export interface SheetSpec {
  name: string;
  rows: Cell[][];
  /** ranges to merge, e.g. 'A1:B1' */
  merges?: string[];
}

/** An .xlsx workbook built the way XLSForm tools write it. */
export async function workbook(sheets: SheetSpec[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = book.addWorksheet(spec.name);
    spec.rows.forEach((row, index) => {
      row.forEach((value, column) => {
        if (value !== null) sheet.getCell(index + 1, column + 1).value = value;
      });
    });
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A Kobo-style bilingual household survey: groups, a matrix, choice filters, calculate, metadata,
 * a repeat, blank rows, trailing spaces, upper-case types and numbers stored as numbers.
 */
export async function householdSurvey(): Promise<Buffer> {
  return workbook([
    {
      name: 'survey',
      rows: [
        ['type', 'name', 'label::Vietnamese (vi)', 'label::English (en)', 'hint::Vietnamese (vi)', 'required', 'constraint', 'relevant', 'appearance', 'choice_filter', 'calculation', '$kuid'],
        ['start', 'start', null, null, null, null, null, null, null, null, null, 'a1'],
        ['deviceid', 'deviceid', null, null, null, null, null, null, null, null, null, 'a2'],
        ['begin_group', 'household', 'Hộ gia đình', 'Household', null, null, null, null, 'field-list', null, null, 'a3'],
        ['text', 'head_name', 'Họ tên chủ hộ ', 'Head of household', 'Ghi đầy đủ', 'yes', 'string-length(.) <= 50', null, null, null, null, 'a4'],
        ['INTEGER', 'age', 'Tuổi', 'Age', null, 'TRUE', '. >= 0 and . <= 120', null, null, null, null, 'a5'],
        [null, null, null, null, null, null, null, null, null, null, null, null],
        ['select_one yes_no', 'has_children', 'Có con không?', 'Any children?', null, 'yes', null, null, null, null, null, 'a6'],
        ['integer', 'children', 'Số con', 'Number of children', null, null, '. > 0', "${has_children} = 'yes'", null, null, null, 'a7'],
        ['end_group', null, null, null, null, null, null, null, null, null, null, 'a8'],
        ['begin group', 'place', 'Nơi ở', 'Place', null, null, null, '${age} >= 18', null, null, null, 'a9'],
        ['select_one province', 'province', 'Tỉnh', 'Province', null, null, null, null, 'minimal', null, null, 'a10'],
        ['select_one district', 'district', 'Huyện', 'District', null, null, null, null, null, 'province=${province}', null, 'a11'],
        ['select_multiple services or_other', 'services', 'Dịch vụ đã dùng', 'Services used', null, null, 'count-selected(.) <= 2', null, null, null, null, 'a12'],
        ['decimal', 'income', 'Thu nhập', 'Income', null, null, 'regex(., "^[0-9]+$")', "selected(${services}, 'health')", null, null, null, 'a13'],
        ['end group', null, null, null, null, null, null, null, null, null, null, 'a14'],
        ['begin_group', 'rating', 'Đánh giá', 'Rating', null, null, null, null, 'field-list', null, null, 'a15'],
        ['select_one agree', 'rating_header', null, null, null, null, null, null, 'label', null, null, 'a16'],
        ['select_one agree', 'rating_staff', 'Cán bộ', 'Staff', null, 'yes', null, null, 'list-nolabel', null, null, 'a17'],
        ['select_one agree', 'rating_time', 'Thời gian', 'Time', null, 'yes', null, null, 'list-nolabel', null, null, 'a18'],
        ['end_group', null, null, null, null, null, null, null, null, null, null, 'a19'],
        ['calculate', 'score', null, null, null, null, null, null, null, null, '${age} * 2', 'a20'],
        ['begin_repeat', 'member', 'Thành viên', 'Member', null, null, null, null, null, null, null, 'a21'],
        ['text', 'member_name', 'Tên thành viên', 'Member name', null, null, null, null, null, null, null, 'a22'],
        ['end_repeat', null, null, null, null, null, null, null, null, null, null, 'a23'],
        ['geopoint', 'location', 'Vị trí', 'Location', null, null, null, null, null, null, null, 'a24'],
        ['date', 'visit_date', 'Ngày phỏng vấn', 'Visit date', null, null, '. <= today()', null, null, null, null, 'a25'],
        ['image', 'photo', 'Ảnh nhà', 'House photo', null, null, null, null, null, null, null, 'a26'],
        ['note', 'thanks', 'Cảm ơn anh/chị', 'Thank you', null, null, null, null, null, null, null, 'a27'],
      ],
    },
    {
      name: 'choices',
      rows: [
        ['list_name', 'name', 'label::Vietnamese (vi)', 'label::English (en)', 'province'],
        ['yes_no', 'yes', 'Có', 'Yes', null],
        ['yes_no', 'no', 'Không', 'No', null],
        [null, null, null, null, null],
        ['province', 1, 'Hà Nội', 'Hanoi', null],
        ['province', 79, 'TP. Hồ Chí Minh', 'Ho Chi Minh City', null],
        ['district', 'ba_dinh', 'Ba Đình', 'Ba Dinh', 1],
        ['district', 'q1', 'Quận 1', 'District 1', 79],
        ['services', 'health', 'Y tế', 'Health', null],
        ['services', 'school', 'Giáo dục', 'Schooling', null],
        ['services', 'water', 'Nước sạch', 'Clean water', null],
        ['agree', 'agree', 'Đồng ý', 'Agree', null],
        ['agree', 'disagree', 'Không đồng ý', 'Disagree', null],
      ],
    },
    {
      name: 'settings',
      rows: [
        ['form_title', 'form_id', 'default_language', 'version', 'instance_name'],
        ['Khảo sát hộ gia đình', 'household_2026', 'Vietnamese (vi)', '2026112601', 'concat(${head_name})'],
      ],
    },
  ]);
}
