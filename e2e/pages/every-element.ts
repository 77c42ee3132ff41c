import type { DesignerPage } from './designer-page';
import type { Kind } from './designer-texts';
import { samplePng } from './sample-image';

/** The form of the build test: one element of every kind, in this order (question n = index + 1). */
export const everyElement = [
  { kind: 'text', title: 'Họ và tên' },
  { kind: 'email', title: 'Thư điện tử' },
  { kind: 'phone', title: 'Số điện thoại liên hệ' },
  { kind: 'nationalId', title: 'Số căn cước công dân' },
  { kind: 'number', title: 'Số người trong hộ' },
  { kind: 'decimal', title: 'Diện tích nhà ở' },
  { kind: 'date', title: 'Ngày hẹn làm thủ tục' },
  { kind: 'datetime', title: 'Thời điểm liên hệ' },
  { kind: 'address', title: 'Địa chỉ thường trú' },
  { kind: 'attachment', title: 'Giấy tờ kèm theo' },
  { kind: 'radio', title: 'Bạn đã dùng dịch vụ công trực tuyến chưa?' },
  { kind: 'checkbox', title: 'Bạn biết đến dịch vụ qua kênh nào?' },
  { kind: 'dropdown', title: 'Tỉnh, thành phố nơi làm thủ tục' },
  { kind: 'boolean', title: 'Bạn có muốn nhận thông báo không?' },
  { kind: 'linearScale', title: 'Mức độ hài lòng chung' },
  { kind: 'rating', title: 'Đánh giá cán bộ tiếp nhận' },
  { kind: 'radioGrid', title: 'Đánh giá từng khâu' },
  { kind: 'checkboxGrid', title: 'Giấy tờ đã nộp theo thủ tục' },
  { kind: 'table', title: 'Thành viên hộ gia đình' },
  { kind: 'grid', title: 'Các lần liên hệ trước đây' },
  { kind: 'title', title: 'Thông tin bổ sung' },
  { kind: 'quote', title: 'Lời nhắn của cơ quan' },
  { kind: 'image', title: 'Sơ đồ nơi tiếp nhận' },
  { kind: 'video', title: 'Hướng dẫn nộp hồ sơ' },
] as const satisfies readonly { kind: Kind; title: string }[];

export const provinces = ['Hà Nội', 'Thừa Thiên Huế', 'Đà Nẵng', 'Cần Thơ'];
export const stages = ['Tiếp nhận', 'Xử lý', 'Trả kết quả'];
export const grades = ['Tốt', 'Trung bình', 'Kém'];
export const relations = ['Vợ hoặc chồng', 'Con'];
export const members = ['Người thứ nhất', 'Người thứ hai'];
export const videoLink = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Adds every element with representative options (SPEC 3), each through the add chooser and its editor. */
export async function addEveryElement(designer: DesignerPage): Promise<void> {
  for (const [index, { kind, title }] of everyElement.entries()) {
    const n = index + 1;
    const editor = await designer.addElement(kind, n);
    await editor.setTitle(title);
    switch (kind) {
      case 'text':
        await editor.markRequired();
        await editor.fill('minLength', 2);
        await editor.fill('maxLength', 80);
        await editor.describe('Ghi đúng', ' như trên giấy tờ tùy thân.');
        break;
      case 'email':
        await editor.fill('maxLength', 120);
        break;
      case 'phone':
        await editor.fill('placeholder', '0912 345 678');
        break;
      case 'number':
        await editor.markRequired();
        await editor.fill('min', 1);
        await editor.fill('max', 20);
        await editor.fill('step', 1);
        await editor.fill('unit', 'người');
        break;
      case 'decimal':
        await editor.fill('min', 10);
        await editor.fill('max', 500);
        await editor.fill('step', 0.5);
        await editor.fill('unit', 'm²');
        break;
      case 'date':
        await editor.turnOn('disallowPast');
        break;
      case 'datetime':
        await editor.setTime('timeFrom', '08:00');
        await editor.setTime('timeTo', '17:30');
        break;
      case 'attachment':
        await editor.fill('maxFiles', 3);
        break;
      case 'radio':
        await editor.setItems('option', ['Rồi', 'Chưa']);
        await editor.turnOn('otherOption');
        await editor.fill('otherLabel', 'Ý kiến khác');
        break;
      case 'checkbox':
        await editor.setItems('option', ['Truyền hình', 'Mạng xã hội', 'Người quen']);
        await editor.fill('maxChoices', 2);
        break;
      case 'dropdown':
        await editor.pasteItems('option', provinces);
        break;
      case 'boolean':
        await editor.fill('trueLabel', 'Muốn nhận');
        await editor.fill('falseLabel', 'Không cần');
        break;
      case 'linearScale':
        await editor.choose('scaleMax', '7');
        await editor.fill('minLabel', 'Rất không hài lòng');
        await editor.fill('maxLabel', 'Rất hài lòng');
        break;
      case 'rating':
        await editor.pickRatingIcon('heart');
        break;
      case 'radioGrid':
        await editor.setItems('row', stages);
        await editor.setItems('column', grades);
        break;
      case 'checkboxGrid':
        await editor.setItems('row', ['Đăng ký thường trú', 'Cấp căn cước']);
        await editor.setItems('column', ['Bản chính', 'Bản sao']);
        break;
      case 'table':
        await editor.setColumn(1, 'Quan hệ với chủ hộ', relations);
        await editor.setColumn(2, 'Năm sinh');
        await editor.setRowLabels(members);
        break;
      case 'grid':
        await editor.setColumn(1, 'Ngày liên hệ');
        await editor.setColumn(2, 'Nội dung');
        await editor.fill('maxRows', 5);
        break;
      case 'title':
      case 'quote':
        await editor.writeRichText(designer.t.field('content', n), 'Lưu ý:', ' mọi thông tin được bảo mật.');
        break;
      case 'image':
        await editor.uploadImage('so-do.png', samplePng());
        await editor.fill('caption', 'Tầng 1, quầy số 3');
        break;
      case 'video':
        await editor.fill('videoUrl', videoLink);
        break;
      default:
        break;
    }
  }
}
