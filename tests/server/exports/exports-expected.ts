import type { AnswerValue } from '#core/answers';
import type { Seeded } from './exports-fixture';

/** What a person should read in each column, written out by hand from the fixture's design. */
const radio: Record<string, string> = { hn: 'Hà Nội', hue: 'Huế' };
const hobby: Record<string, string> = { doc: 'Đọc sách', tt: 'Thể thao', nhac: 'Âm nhạc' };
const grade: Record<string, string> = { tot: 'Tốt', kem: 'Kém' };
const channel: Record<string, string> = { tv: 'TV', web: 'Web' };

export const vietnamClock = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(at).replace(',', '');

export const vietnamDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(at);

export const joinedHeaders = [
  'Thời gian gửi', 'Người trả lời', 'Ý kiến của bạn', 'Tuổi', 'Nơi ở', 'Sở thích', 'Đồng ý?', 'Ngày sinh',
  'Đánh giá - Giá', 'Đánh giá - Chất lượng', 'Kênh - Sáng', 'Kênh - Tối',
  'Chi tiêu - Ăn uống - Số tiền', 'Chi tiêu - Ăn uống - Mức', 'Chi tiêu - Đi lại - Số tiền', 'Chi tiêu - Đi lại - Mức',
  'Thành viên - Hàng 1 - Tên', 'Thành viên - Hàng 1 - Tuổi', 'Thành viên - Hàng 2 - Tên', 'Thành viên - Hàng 2 - Tuổi',
  'Địa chỉ', 'Tệp', 'Tệp - Liên kết', 'Ghi chú', 'Ghi chú (2)', 'Thời gian nhận', 'Email đã xác minh', 'Số điện thoại đã xác minh', 'Phiên bản biểu mẫu',
  'Mã câu trả lời',
];

/** PUBLIC_URL of the export tests' server: attachment links are built on it. */
export const PUBLIC_URL = 'https://khaosat.example.vn';

const strings = (value: AnswerValue | undefined) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const keyed = (value: AnswerValue | undefined) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const choice = (id: string) => (id.startsWith('other:') ? `Khác: ${id.slice(6)}` : hobby[id]!);

/** Header → expected value (undefined: empty cell); 'Thời gian nhận' is left to the caller. */
export function expectedRow(r: Seeded, respondentName: string): Record<string, string | number | undefined> {
  const a = r.answers;
  const rad = a.rad as string;
  const day = (a.day as string).split('-');
  const rg = keyed(a.rg);
  const cg = keyed(a.cg);
  const tbl = keyed(a.tbl);
  const grd = keyed(a.grd);
  const stored = Array.isArray(a.file) ? (a.file as { name: string; key: string }[]) : [];
  const files = stored.length > 0 ? stored.map((f) => f.name).join('; ') : undefined;
  const links = stored.length > 0 ? stored.map((f) => `${PUBLIC_URL}/api/storage/files/${f.key}`).join('; ') : undefined;
  return {
    'Thời gian gửi': vietnamClock(r.submittedAt),
    'Người trả lời': r.userId === null ? 'Ẩn danh' : respondentName,
    'Ý kiến của bạn': a.txt as string | undefined,
    'Tuổi': a.num as number | undefined,
    'Nơi ở': rad.startsWith('other:') ? `Nơi khác: ${rad.slice(6)}` : radio[rad],
    'Sở thích': strings(a.chk).map(choice).join('; ') || undefined,
    'Đồng ý?': a.yn ? 'Đồng ý' : 'Không đồng ý',
    'Ngày sinh': `${day[2]}/${day[1]}/${day[0]}`,
    'Đánh giá - Giá': rg.gia ? grade[rg.gia as string] : undefined,
    'Đánh giá - Chất lượng': rg.cl ? grade[rg.cl as string] : undefined,
    'Kênh - Sáng': strings(cg.sang).map((c) => channel[c]).join('; ') || undefined,
    'Kênh - Tối': strings(cg.toi).map((c) => channel[c]).join('; ') || undefined,
    'Chi tiêu - Ăn uống - Số tiền': tbl['an:tien'] ? Number(tbl['an:tien']) : undefined,
    'Chi tiêu - Ăn uống - Mức': tbl['an:muc'] === 'cao' ? 'Cao' : undefined,
    'Chi tiêu - Đi lại - Số tiền': undefined,
    'Chi tiêu - Đi lại - Mức': tbl['di:muc'] === 'thap' ? 'Thấp' : undefined,
    'Thành viên - Hàng 1 - Tên': grd['r1:ten'] as string | undefined,
    'Thành viên - Hàng 1 - Tuổi': grd['r1:tuoi'] ? Number(grd['r1:tuoi']) : undefined,
    'Thành viên - Hàng 2 - Tên': grd['r2:ten'] as string | undefined,
    'Thành viên - Hàng 2 - Tuổi': undefined,
    'Địa chỉ': a.addr ? 'Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội' : undefined,
    'Tệp': files,
    'Tệp - Liên kết': links,
    // a text starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula
    'Ghi chú': `'${a.note1 as string}`,
    'Ghi chú (2)': a.note2 as string,
    'Email đã xác minh': r.verifiedEmail ?? undefined,
    'Số điện thoại đã xác minh': r.verifiedPhone ?? undefined,
    'Phiên bản biểu mẫu': 1,
    'Mã câu trả lời': r.id,
  };
}

/** Columns mode: the checkbox as one column per option (ticked 1) and one for the other text. */
export function expectedHobbyColumns(r: Seeded): Record<string, string | number | undefined> {
  const ticked = strings(r.answers.chk);
  const other = ticked.find((id) => id.startsWith('other:'));
  return {
    'Sở thích - Đọc sách': ticked.includes('doc') ? 1 : undefined,
    'Sở thích - Thể thao': ticked.includes('tt') ? 1 : undefined,
    'Sở thích - Âm nhạc': ticked.includes('nhac') ? 1 : undefined,
    'Sở thích - Khác': other?.slice(6),
  };
}
