import { bilingual } from '#app/shared/i18n/catalogue';

/** The administrative address element. */
export const addressMessages = bilingual({
  'address.province': { vi: 'Tỉnh/Thành phố', en: 'Province / city' },
  'address.district': { vi: 'Quận/Huyện', en: 'District' },
  'address.commune': { vi: 'Phường/Xã', en: 'Ward / commune' },
  'address.showList': { vi: 'Hiện danh sách', en: 'Show the list' },
  'address.chooseProvinceFirst': { vi: 'Chọn tỉnh/thành phố trước', en: 'Choose the province first' },
  'address.chooseDistrictFirst': { vi: 'Chọn quận/huyện trước', en: 'Choose the district first' },
  'address.loading': { vi: 'Đang tải danh sách…', en: 'Loading the list…' },
  'address.loadFailed': {
    vi: 'Không tải được danh sách đơn vị hành chính. Hãy kiểm tra kết nối rồi thử lại.',
    en: 'The list of administrative units could not be loaded. Check the connection and try again.',
  },
  'address.retry': { vi: 'Thử lại', en: 'Try again' },
  'address.noMatch': { vi: 'Không có đơn vị nào khớp', en: 'No unit matches' },
  'address.notLoaded': {
    vi: 'Danh sách đơn vị hành chính chưa được tải; hãy báo quản trị viên',
    en: 'The list of administrative units has not been loaded yet; please tell the administrator',
  },
});
