/** Texts for the error codes of password reset, account deletion, export and import (never matched on English text). */
import type { TFunction } from 'i18next';
import { errorCode, errorMessage } from '../../lib/errors';

const CODE_KEYS: Record<string, string> = {
  RESET_TOKEN_INVALID: 'data.errors.resetTokenInvalid',
  WRONG_PASSWORD: 'data.errors.wrongPassword',
  TOO_MANY_ATTEMPTS: 'data.errors.tooManyAttempts',
  IMPORT_NOT_OURS: 'data.errors.importNotOurs',
  IMPORT_UNSAFE_PATH: 'data.errors.importUnsafePath',
  IMPORT_BAD_IMAGE: 'data.errors.importBadImage',
  IMPORT_TOO_LARGE: 'data.errors.importTooLarge',
};

/** The i18n key of an error code, if this feature has one. */
export function dataErrorKey(code: string | undefined): string | undefined {
  return code ? CODE_KEYS[code] : undefined;
}

/** What to show for a failed call of this feature: the text of its code, else the usual message. */
export function dataErrorMessage(err: unknown, t: TFunction): string {
  const key = dataErrorKey(errorCode(err));
  return key ? t(key) : errorMessage(err, t);
}
