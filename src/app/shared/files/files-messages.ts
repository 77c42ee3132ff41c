import { bilingual } from '#app/shared/i18n/catalogue';

export const filesMessages = bilingual({
  'files.choose': { vi: 'Chọn ảnh cho {label}', en: 'Choose image for {label}' },
  'files.chooseShort': { vi: 'Chọn ảnh', en: 'Choose image' },
  'files.replace': { vi: 'Thay ảnh {label}', en: 'Replace image {label}' },
  'files.replaceShort': { vi: 'Thay ảnh', en: 'Replace image' },
  'files.remove': { vi: 'Xóa ảnh {label}', en: 'Remove image {label}' },
  'files.removeShort': { vi: 'Xóa ảnh', en: 'Remove image' },
  'files.preview': { vi: 'Xem trước: {label}', en: 'Preview: {label}' },
  'files.none': { vi: 'Chưa có ảnh.', en: 'No image yet.' },
  'files.hint': { vi: 'Ảnh JPEG, PNG, WebP hoặc GIF, tối đa {max} MB.', en: 'JPEG, PNG, WebP or GIF image, up to {max} MB.' },
  'files.hintRatio': { vi: 'Tỉ lệ khung hình {ratio}.', en: 'Aspect ratio {ratio}.' },
  'files.crop.title': { vi: 'Cắt ảnh cho {label}', en: 'Crop the image for {label}' },
  'files.crop.area': { vi: 'Vùng cắt: kéo hoặc dùng phím mũi tên để di chuyển', en: 'Crop area: drag or use the arrow keys to move it' },
  'files.crop.zoom': { vi: 'Thu phóng', en: 'Zoom' },
  'files.crop.use': { vi: 'Cắt và tải lên', en: 'Crop and upload' },
  'files.crop.whole': { vi: 'Tải lên cả ảnh', en: 'Upload the whole image' },
  'files.crop.cancel': { vi: 'Hủy', en: 'Cancel' },
  'files.uploading': { vi: 'Đang tải ảnh lên', en: 'Uploading the image' },
  'files.uploaded': { vi: 'Đã tải ảnh lên.', en: 'The image was uploaded.' },
  'files.removed': { vi: 'Đã xóa ảnh.', en: 'The image was removed.' },
  'files.cropFailed': { vi: 'Không cắt được ảnh này. Hãy thử ảnh khác.', en: 'This image could not be cropped. Try another image.' },
});
