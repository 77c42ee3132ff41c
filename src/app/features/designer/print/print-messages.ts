import { bilingual } from '#app/shared/i18n/catalogue';

/** The printable form (A4) for collecting answers on paper. */
export const printMessages = bilingual({
  'print.pageTitle': { vi: 'Bản in: {title}', en: 'Printable form: {title}' },
  'print.toolbar': { vi: 'Thao tác với bản in', en: 'Printable form actions' },
  'print.back': { vi: 'Quay lại thiết kế', en: 'Back to the designer' },
  'print.print': { vi: 'In biểu mẫu', en: 'Print the form' },
  'print.screenNote': { vi: 'Đây là bản xem trước khổ A4 của biểu mẫu đã lưu. Khi in, thanh điều hướng và các nút được ẩn đi.', en: 'This is an A4 preview of the saved form. Navigation and buttons are left out of the printout.' },
  'print.onlineAt': { vi: 'Trả lời trực tuyến: quét mã QR hoặc mở {url}', en: 'Answer online: scan the QR code or open {url}' },
  'print.qrAlt': { vi: 'Mã QR của liên kết {url}', en: 'QR code of the link {url}' },
  'print.instructions': { vi: 'Viết chữ in rõ ràng vào ô trống; đánh dấu ✗ vào ô bạn chọn.', en: 'Write clearly in the spaces; mark your choices with ✗.' },
  'print.questionNumber': { vi: 'Câu {n}.', en: 'Question {n}.' },
  'print.section': { vi: 'Phần {n}', en: 'Part {n}' },
  'print.chooseOne': { vi: 'Chọn một', en: 'Choose one' },
  'print.chooseMany': { vi: 'Chọn một hoặc nhiều', en: 'Choose one or more' },
  'print.date': { vi: 'Ngày / tháng / năm', en: 'Day / month / year' },
  'print.time': { vi: 'Giờ : phút', en: 'Hour : minute' },
  'print.attachment': { vi: 'Đính kèm bản sao giấy tờ với phiếu này.', en: 'Attach copies of the documents to this sheet.' },
  'print.video': { vi: 'Xem video: {url}', en: 'Watch the video: {url}' },
  // the answering page's own words, on paper (a feature does not read another's catalogue)
  'print.address.province': { vi: 'Tỉnh/Thành phố', en: 'Province / city' },
  'print.address.district': { vi: 'Quận/Huyện', en: 'District' },
  'print.address.commune': { vi: 'Phường/Xã', en: 'Ward / commune' },
  'print.requiredNote': { vi: 'Câu hỏi có dấu * là bắt buộc.', en: 'Questions marked * are required.' },
  'print.notPublished': { vi: 'Biểu mẫu chưa được xuất bản: liên kết và mã QR chỉ mở được biểu mẫu sau khi xuất bản.', en: 'The form is not published: its link and QR code open it only once it is published.' },
});
