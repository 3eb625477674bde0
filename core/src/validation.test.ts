import {
  charCount, checkForm, checkLength, checkPasswordStrength, checkUsername, isEmail, LIMITS, MESSAGES,
} from './validation';

const valid = {
  email: 'ann@example.com', username: 'ann', currentPassword: 'old-secret', password: 'new-secret',
  confirmation: 'new-secret',
};

describe('MESSAGES', () => {
  it('keeps the exact SPEC texts', () => {
    expect(MESSAGES.emailEmpty).toBe('Email is empty');
    expect(MESSAGES.usernameEmpty).toBe('Username is empty');
    expect(MESSAGES.currentPasswordEmpty).toBe('Current password is empty');
    expect(MESSAGES.passwordEmpty).toBe('Password is empty');
    expect(MESSAGES.confirmationMismatch).toBe('The password confirmation does not match');
    expect(MESSAGES.passwordUnchanged).toBe('The new password must be different from the current one');
    expect(MESSAGES.emailIncorrect).toBe('Email is not correct');
  });
});

describe('checkForm', () => {
  it('passes a complete valid form and an empty one', () => {
    expect(checkForm(valid)).toBeNull();
    expect(checkForm({})).toBeNull();
  });

  it.each([
    [{ email: '' }, 'Email is empty'],
    [{ email: '   ' }, 'Email is empty'],
    [{ username: '' }, 'Username is empty'],
    [{ username: ' \t ' }, 'Username is empty'],
    [{ currentPassword: '' }, 'Current password is empty'],
    [{ password: '' }, 'Password is empty'],
    [{ confirmation: 'other' }, 'The password confirmation does not match'],
    [{ confirmation: '' }, 'The password confirmation does not match'],
    [{ currentPassword: 'new-secret' }, 'The new password must be different from the current one'],
    [{ email: 'not-an-email' }, 'Email is not correct'],
  ])('reports one failing field %p', (over, want) => {
    expect(checkForm({ ...valid, ...over })).toBe(want);
  });

  it('returns the first failure in SPEC order', () => {
    const all = { email: '', username: '', currentPassword: '', password: '', confirmation: 'x' };
    expect(checkForm(all)).toBe(MESSAGES.emailEmpty);
    expect(checkForm({ ...all, email: 'bad' })).toBe(MESSAGES.usernameEmpty);
    expect(checkForm({ ...all, email: 'bad', username: 'u' })).toBe(MESSAGES.currentPasswordEmpty);
    expect(checkForm({ ...all, email: 'bad', username: 'u', currentPassword: 'p' })).toBe(MESSAGES.passwordEmpty);
    const order5 = { email: 'bad', username: 'u', currentPassword: 'same', password: 'same', confirmation: 'x' };
    expect(checkForm(order5)).toBe(MESSAGES.confirmationMismatch);
    expect(checkForm({ ...order5, confirmation: 'same' })).toBe(MESSAGES.passwordUnchanged);
    expect(checkForm({ ...order5, confirmation: 'other', currentPassword: 'old' })).toBe(MESSAGES.confirmationMismatch);
    expect(checkForm({ ...order5, confirmation: 'same', currentPassword: 'old' })).toBe(MESSAGES.emailIncorrect);
  });

  it('skips absent fields', () => {
    expect(checkForm({ username: 'ann', password: 'secret' })).toBeNull(); // login form
    expect(checkForm({ email: 'ann@example.com' })).toBeNull();
    expect(checkForm({ password: 'a' })).toBeNull(); // no confirmation field: no mismatch
    expect(checkForm({ password: 'a', confirmation: undefined })).toBeNull();
    expect(checkForm({ currentPassword: 'a', password: 'b', confirmation: 'b' })).toBeNull();
  });

  it('checks the e-mail format only when the e-mail is present', () => {
    expect(checkForm({ username: 'ann' })).toBeNull();
    expect(checkForm({ username: 'ann', email: 'ann@' })).toBe(MESSAGES.emailIncorrect);
  });

  it('treats whitespace-only passwords as present', () => {
    expect(checkForm({ password: '   ', confirmation: '   ' })).toBeNull();
    expect(checkForm({ currentPassword: ' ' , password: '  ' })).toBeNull();
  });

  it('ignores spaces around the e-mail for the format check', () => {
    expect(checkForm({ email: '  ann@example.com ' })).toBeNull();
  });

  it('compares the confirmation exactly', () => {
    expect(checkForm({ password: 'Secret1', confirmation: 'secret1' })).toBe(MESSAGES.confirmationMismatch);
    expect(checkForm({ password: 'Secret1', confirmation: 'Secret1 ' })).toBe(MESSAGES.confirmationMismatch);
  });

  it('reports a confirmation given without a password', () => {
    expect(checkForm({ confirmation: 'x' })).toBe(MESSAGES.confirmationMismatch);
  });
});

describe('isEmail', () => {
  it.each([
    'ann@example.com', 'a@b.fr', 'ann.lee@mail.example.co.uk', 'ann-lee@my-host.org', 'ann_lee+knit@example.com',
    'ANN@EXAMPLE.COM', 'x1@sub1.example.info', 'shop@studio.design', 'me@example.photography', '1@2.io',
  ])('accepts %p', (s) => {
    expect(isEmail(s)).toBe(true);
  });

  it.each([
    '', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@example.c', 'ann@example.c0m', 'ann@@example.com',
    'ann example@example.com', 'ann@exa mple.com', 'ann@.com', 'ann@example..com', 'ann@example.com.',
    'ann@example_host.com', 'ann@example.123', ' ann@example.com', 'анна@example.com', 'ann@пример.рф',
  ])('refuses %p', (s) => {
    expect(isEmail(s)).toBe(false);
  });
});

describe('field limits', () => {
  it('holds the agreed numbers', () => {
    expect(LIMITS.username).toMatchObject({ min: 3, max: 32 });
    expect(LIMITS.email.max).toBe(254);
    expect(LIMITS.password).toEqual({ min: 8, max: 256 });
    expect([LIMITS.name.max, LIMITS.country.max, LIMITS.city.max, LIMITS.bio.max]).toEqual([100, 100, 100, 2000]);
    expect(LIMITS.knitText.max).toBe(200);
    expect(LIMITS.notes.max).toBe(10000);
    expect(LIMITS.tags).toEqual({ maxCount: 50, maxLength: 50 });
    expect(LIMITS.calculatorName.max).toBe(100);
  });

  it('counts characters as code points', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('🧶🧶')).toBe(2);
    expect(charCount('')).toBe(0);
  });
});

describe('checkUsername', () => {
  const msg = 'Username must be 3 to 32 letters, digits, dots, dashes or underscores';
  it.each(['ann', 'Ann_Lee-1.x', 'a'.repeat(32), '___', '123'])('accepts %p', (u) => {
    expect(checkUsername(u)).toBeNull();
  });
  it.each(['', 'ab', 'a'.repeat(33), 'ann lee', 'ann@x', 'анна', 'ann!', ' ann'])('refuses %p', (u) => {
    expect(checkUsername(u)).toBe(msg);
  });
});

describe('checkPasswordStrength', () => {
  it('wants at least 8 characters', () => {
    expect(checkPasswordStrength('1234567')).toBe('Password must be at least 8 characters');
    expect(checkPasswordStrength('')).toBe('Password must be at least 8 characters');
    expect(checkPasswordStrength('12345678')).toBeNull();
  });
  it('wants at most 256 characters', () => {
    expect(checkPasswordStrength('x'.repeat(256))).toBeNull();
    expect(checkPasswordStrength('x'.repeat(257))).toBe('Password must be at most 256 characters');
  });
});

describe('checkLength', () => {
  it('names the label and the limit', () => {
    expect(checkLength('Bio', 'x'.repeat(2001), 2000)).toBe('Bio must be at most 2000 characters');
    expect(checkLength('Name', 'x'.repeat(100), 100)).toBeNull();
    expect(checkLength('Name', '🧶'.repeat(100), 100)).toBeNull();
    expect(checkLength('Name', '🧶'.repeat(101), 100)).toBe('Name must be at most 100 characters');
  });
  it('passes absent values', () => {
    expect(checkLength('City', undefined, 1)).toBeNull();
    expect(checkLength('City', null, 1)).toBeNull();
    expect(checkLength('City', '', 0)).toBeNull();
  });
});
