import { izestResultQuery, PUBLIC_PAGES_TEXT } from '@classroom/shared/contract';

describe('/izest/result roll number (001 §2.1; the form and the API share the contract schema)', () => {
  it('accepts 6–12 letters and digits, trimmed and upper-cased', () => {
    expect(izestResultQuery.parse({ roll_number: ' iz26000101 ', date_of_birth: '2009-04-17' })).toEqual({
      roll_number: 'IZ26000101',
      date_of_birth: '2009-04-17',
    });
  });
  it.each(['', 'IZ-2600', 'IZ26 000101', 'A1B2C', 'IZ2600010100001'])('refuses %p with the rule text', (value) => {
    const result = izestResultQuery.safeParse({ roll_number: value, date_of_birth: '2009-04-17' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PUBLIC_PAGES_TEXT.rollNumberRule);
  });
  it.each(['', '17-04-2009', '2009-02-30', '2009-13-01'])(
    'refuses the date of birth %p with its rule text',
    (value) => {
      const result = izestResultQuery.safeParse({ roll_number: 'IZ26000101', date_of_birth: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PUBLIC_PAGES_TEXT.dateOfBirthRule);
    },
  );
});
