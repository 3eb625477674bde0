/** The shared form check of docs/product.md §5 and the field limits the server enforces. */

/** The exact user-visible messages of the shared form check, in check order. */
export const MESSAGES = {
  emailEmpty: 'Email is empty',
  usernameEmpty: 'Username is empty',
  currentPasswordEmpty: 'Current password is empty',
  passwordEmpty: 'Password is empty',
  confirmationMismatch: 'The password confirmation does not match',
  passwordUnchanged: 'The new password must be different from the current one',
  emailIncorrect: 'Email is not correct',
  usernameFormat: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores',
  passwordTooShort: 'Password must be at least 8 characters',
} as const;

/** Field limits: one table so the server's validators and the client's inputs agree. */
export const LIMITS = {
  username: { min: 3, max: 32, pattern: /^[A-Za-z0-9_.-]+$/ },
  email: { max: 254 },
  password: { min: 8, max: 256 },
  name: { max: 100 },
  country: { max: 100 },
  city: { max: 100 },
  bio: { max: 2000 },
  knitText: { max: 200 },
  notes: { max: 10_000 },
  tags: { maxCount: 50, maxLength: 50 },
  calculatorName: { max: 100 },
} as const;

/** The fields a form may carry; `undefined` means the field is not on this form. */
export interface FormFields {
  email?: string;
  username?: string;
  currentPassword?: string;
  password?: string;
  confirmation?: string;
}

// Endings longer than 3 letters are real (.info, .design): docs/decisions.md §10.
const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** True when `s` looks like an e-mail address (simple pattern, endings of 2 or more letters). */
export function isEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

/** Runs the docs/product.md §5 checks in order and returns the first failing message, or null. */
export function checkForm(fields: FormFields): string | null {
  const { email, username, currentPassword, password, confirmation } = fields;
  if (email !== undefined && email.trim() === '') return MESSAGES.emailEmpty;
  if (username !== undefined && username.trim() === '') return MESSAGES.usernameEmpty;
  // Passwords may legitimately contain spaces, so only the truly empty string fails.
  if (currentPassword !== undefined && currentPassword === '') return MESSAGES.currentPasswordEmpty;
  if (password !== undefined && password === '') return MESSAGES.passwordEmpty;
  if (confirmation !== undefined && confirmation !== password) return MESSAGES.confirmationMismatch;
  if (currentPassword !== undefined && currentPassword === password) return MESSAGES.passwordUnchanged;
  if (email !== undefined && !isEmail(email.trim())) return MESSAGES.emailIncorrect;
  return null;
}

/** Length in characters (code points), the way PostgreSQL counts varchar. */
export function charCount(value: string): number {
  return Array.from(value).length;
}

/** Checks a username against LIMITS.username; returns the message or null. */
export function checkUsername(u: string): string | null {
  const { min, max, pattern } = LIMITS.username;
  const n = charCount(u);
  return n >= min && n <= max && pattern.test(u) ? null : MESSAGES.usernameFormat;
}

/** Checks a new password against LIMITS.password; returns the message or null. */
export function checkPasswordStrength(p: string): string | null {
  if (charCount(p) < LIMITS.password.min) return MESSAGES.passwordTooShort;
  return checkLength('Password', p, LIMITS.password.max);
}

/** Returns '<label> must be at most N characters' when `value` is longer than `max`, else null. */
export function checkLength(label: string, value: string | null | undefined, max: number): string | null {
  if (value == null || charCount(value) <= max) return null;
  return `${label} must be at most ${max} characters`;
}
