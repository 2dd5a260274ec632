import { maskCode, maskEmail, maskPhone, maskedDisplayName } from './mask';

describe('contact details as the account page shows them', () => {
  it('keeps the start of an e-mail’s name and its whole domain', () => {
    expect(maskEmail('trader@example.com')).toBe('tr***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
  });

  it('keeps a phone’s dial code and both ends of the number', () => {
    expect(maskPhone('+82 1012345678')).toBe('+82 101****678');
    expect(maskPhone('+81 9012345')).toBe('+81 90****45');
    expect(maskPhone('5551234')).toBe('55****34');
  });

  it('never shows a short value whole', () => {
    expect(maskPhone('+1 1234')).toBe('+1 1***');
    expect(maskCode('Ab12')).toBe('A***');
    expect(maskCode('Ab12Cd34')).toBe('Ab****34');
  });

  it('names the user by userName, else the masked e-mail, else the masked phone', () => {
    expect(maskedDisplayName({ userName: 'satoshi', email: 'a@b.io', phone: null })).toBe(
      'satoshi',
    );
    expect(
      maskedDisplayName({ userName: null, email: 'trader@example.com', phone: '+82 1012345678' }),
    ).toBe('tr***@example.com');
    expect(maskedDisplayName({ userName: null, email: null, phone: '+82 1012345678' })).toBe(
      '+82 101****678',
    );
  });
});
