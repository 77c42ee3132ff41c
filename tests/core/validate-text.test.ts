import { describe, expect, it } from 'vitest';
import { check, keyOf } from './answers-fixtures';

describe('text answers', () => {
  it('counts characters, not UTF-16 units', () => {
    const t = { minLength: 3, maxLength: 5 };
    expect(check(t, 'ab')).toEqual({ key: 'validation.tooShort', values: { min: 3 } });
    expect(check(t, 'Việt')).toBeNull();
    expect(check(t, '😀😀😀')).toBeNull();
    expect(check(t, 'abcdef')).toEqual({ key: 'validation.tooLong', values: { max: 5 } });
    expect(keyOf({}, 5)).toBe('validation.malformed');
  });

  it('treats blank text as no answer', () => {
    expect(keyOf({ required: true }, '   ')).toBe('validation.required');
    expect(keyOf({ required: false, minLength: 3 }, '  ')).toBeNull();
  });
});

describe('email, phone and national ID', () => {
  it.each(['an@gov.vn', ' nguyen.van.a@so-tttt.hanoi.gov.vn '])('accepts the email %s', (email) => {
    expect(keyOf({ kind: 'email' }, email)).toBeNull();
  });
  it.each(['an@gov', 'an gov@x.vn', '@x.vn', 'an@@x.vn', 'an@x..vn'])('refuses the email %s', (email) => {
    expect(keyOf({ kind: 'email' }, email)).toBe('validation.email');
  });
  it('limits the length of an email', () => {
    expect(check({ kind: 'email', maxLength: 8 }, 'abc@de.vn')).toEqual({ key: 'validation.tooLong', values: { max: 8 } });
  });

  it.each(['0912 345 678', '+84912345678', '091.234.5678', '0243-825-1234', '0387654321'])('accepts the phone %s', (phone) => {
    expect(keyOf({ kind: 'phone' }, phone)).toBeNull();
  });
  it.each(['0112345678', '091234567', '09123456789', '84912345678', 'số điện thoại'])('refuses the phone %s', (phone) => {
    expect(keyOf({ kind: 'phone' }, phone)).toBe('validation.phone');
  });

  it('takes 9 or 12 digits as a national ID number', () => {
    expect(keyOf({ kind: 'nationalId' }, '012345678')).toBeNull();
    expect(keyOf({ kind: 'nationalId' }, '001099012345')).toBeNull();
    for (const bad of ['0123456789', '12345678', '0010990123456', '00109901234a']) expect(keyOf({ kind: 'nationalId' }, bad)).toBe('validation.nationalId');
    expect(keyOf({ kind: 'nationalId' }, 12345678)).toBe('validation.malformed');
  });
});
