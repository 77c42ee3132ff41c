import { bilingual } from '#app/shared/i18n/catalogue';

/** Management → localities: counts per level and the import of the official list. */
export const localitiesAdminMessages = bilingual({
  'localitiesAdmin.intro': {
    vi: 'Danh mục đơn vị hành chính dùng cho câu hỏi địa chỉ, dùng chung cho mọi đơn vị. Danh mục hai cấp từ 01/07/2025 có sẵn; danh mục ba cấp (01/03/2025) cần nhập cho các biểu mẫu và câu trả lời trước sắp xếp. Nhập lại sẽ thay toàn bộ danh mục đã chọn.',
    en: 'The administrative units used by the address question, shared by every organisation. The two-level list of 1 July 2025 ships with the system; import the three-level list (1 March 2025) for forms and answers made before the reform. An import replaces the whole chosen list.',
  },
  'localitiesAdmin.list': { vi: 'Danh mục', en: 'List' },
  'localitiesAdmin.list.vn-2025-03': { vi: 'Ba cấp, trước 01/07/2025 (danh mục 01/03/2025)', en: 'Three levels, before 1 July 2025 (list of 1 March 2025)' },
  'localitiesAdmin.list.vn-2025-07': { vi: 'Hai cấp, từ 01/07/2025 (có sẵn)', en: 'Two levels, since 1 July 2025 (shipped)' },
  'localitiesAdmin.counts': { vi: 'Số đơn vị đã tải', en: 'Units loaded' },
  'localitiesAdmin.provinces': { vi: 'Tỉnh/Thành phố', en: 'Provinces' },
  'localitiesAdmin.districts': { vi: 'Quận/Huyện', en: 'Districts' },
  'localitiesAdmin.wards': { vi: 'Phường/Xã', en: 'Communes' },
  'localitiesAdmin.level': { vi: 'Cấp', en: 'Level' },
  'localitiesAdmin.count': { vi: 'Số lượng', en: 'Count' },
  'localitiesAdmin.twoLevel': {
    vi: 'Danh mục hai cấp: phường/xã trực thuộc tỉnh/thành phố.',
    en: 'Two-level list: communes belong directly to their province.',
  },
  'localitiesAdmin.empty': {
    vi: 'Chưa có danh mục nào. Câu hỏi địa chỉ sẽ báo chưa tải danh mục cho đến khi bạn nhập danh mục chính thức.',
    en: 'No list is loaded. The address question says so until you import the official list.',
  },
  'localitiesAdmin.loading': { vi: 'Đang tải số liệu…', en: 'Loading the counts…' },
  'localitiesAdmin.loadFailed': { vi: 'Không tải được số liệu danh mục.', en: 'The counts could not be loaded.' },
  'localitiesAdmin.import': { vi: 'Nhập danh mục chính thức', en: 'Import the official list' },
  'localitiesAdmin.importHelp': {
    vi: 'Tệp JSON của Tổng cục Thống kê (hai hoặc ba cấp, tối đa 5 MB), theo mẫu trong tài liệu docs/localities.md.',
    en: 'The JSON file of the General Statistics Office (two or three levels, up to 5 MB), in the shape described in docs/localities.md.',
  },
  'localitiesAdmin.choose': { vi: 'Chọn tệp JSON', en: 'Choose a JSON file' },
  'localitiesAdmin.chosen': { vi: 'Tệp đã chọn: {name}', en: 'Chosen file: {name}' },
  'localitiesAdmin.submit': { vi: 'Nhập và thay danh mục', en: 'Import and replace the list' },
  'localitiesAdmin.importing': { vi: 'Đang nhập danh mục…', en: 'Importing the list…' },
  'localitiesAdmin.done': {
    vi: 'Đã nhập {provinces} tỉnh/thành phố, {districts} quận/huyện, {wards} phường/xã.',
    en: 'Imported {provinces} provinces, {districts} districts and {wards} communes.',
  },
  'localitiesAdmin.tooLarge': { vi: 'Tệp lớn hơn 5 MB.', en: 'The file is larger than 5 MB.' },
  'localitiesAdmin.notJson': { vi: 'Tệp không phải JSON hợp lệ.', en: 'The file is not valid JSON.' },
  'localitiesAdmin.refused': {
    vi: 'Danh mục không được nhập; danh mục cũ được giữ nguyên. {message}',
    en: 'The list was not imported; the previous list is kept. {message}',
  },
  'localitiesAdmin.problems': { vi: 'Các lỗi trong tệp', en: 'Problems in the file' },
});
