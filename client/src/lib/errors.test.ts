import i18next, { type TFunction } from 'i18next';
import { MESSAGES } from '@purlwise/core';
import { buildResources } from '../i18n/allCatalogues';
import { errorCode, errorMessage, translateMessage } from './errors';

// A stand-in translator: returns the key, so the tests see which text was chosen.
const t = ((key: string) => `t:${key}`) as unknown as TFunction;

/** A real translator over the shipped catalogues, in one language. */
function translator(lng: 'en' | 'fr'): TFunction {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: buildResources(), lng, fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });
  return i18n.t;
}
const en = translator('en');
const fr = translator('fr');
const gqlError = (message: string, extensions: Record<string, unknown>) => ({ name: 'CombinedGraphQLErrors', message: 'x', errors: [{ message, extensions }] });

describe('errorMessage (docs/product.md §8, by code)', () => {
  it('shows the text of the code in the current language, whatever the English message says', () => {
    const err = gqlError('Wrong username or password', { code: 'WRONG_CREDENTIALS' });
    expect(errorMessage(err, en)).toBe('Wrong username or password');
    expect(errorMessage(err, fr)).toBe("Nom d'utilisateur ou mot de passe incorrect");
    expect(errorMessage(gqlError('anything', { code: 'WRONG_CREDENTIALS' }), fr)).toBe("Nom d'utilisateur ou mot de passe incorrect");
    expect(errorCode(err)).toBe('WRONG_CREDENTIALS');
  });

  it('says each of the issue #12 server errors in French', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'WRONG_CURRENT_PASSWORD' }, "Le mot de passe actuel n'est pas correct"],
      [{ code: 'UNSUPPORTED_IMAGE' }, 'Seules les images PNG, JPEG, WebP et GIF sont acceptées'],
      [{ code: 'NOT_FOUND', values: { what: 'Item' } }, 'Élément introuvable'],
      [{ code: 'USERNAME_TAKEN' }, "Ce nom d'utilisateur est déjà pris"],
    ];
    for (const [extensions, french] of cases) expect(errorMessage(gqlError('English text', extensions), fr)).toBe(french);
  });

  it('prefers the reason of a BAD_USER_INPUT, fills values and translates field names', () => {
    expect(errorMessage(gqlError('Email is not correct', { code: 'BAD_USER_INPUT', reason: 'emailIncorrect' }), fr)).toBe("L'adresse e-mail n'est pas correcte");
    const long = gqlError('Name must be at most 200 characters', { code: 'BAD_USER_INPUT', reason: 'tooLong', values: { field: 'name', max: 200 } });
    expect(errorMessage(long, en)).toBe('Name must be at most 200 characters');
    expect(errorMessage(long, fr)).toBe('Nom : 200 caractères au plus');
    expect(errorMessage(gqlError('x', { code: 'TOO_MANY_ATTEMPTS', values: { minutes: 15 } }), fr)).toBe('Trop de tentatives échouées. Réessayez dans 15 min');
  });

  it('falls back from an unknown reason or what to the code, and from an unknown code to the message', () => {
    expect(errorMessage(gqlError('x', { code: 'BAD_USER_INPUT', reason: 'somethingNew' }), fr)).toBe("Une partie de la saisie n'est pas acceptée");
    expect(errorMessage(gqlError('Widget not found', { code: 'NOT_FOUND', values: { what: 'Widget' } }), fr)).toBe('Introuvable');
    expect(errorMessage(gqlError('Brand new problem', { code: 'FROM_THE_FUTURE' }), fr)).toBe('Brand new problem');
  });

  it('reads graphQLErrors too (upload helper, older shapes)', () => {
    expect(errorMessage({ graphQLErrors: [{ message: 'Too big', extensions: { code: 'IMAGE_TOO_LARGE', values: { max: 10 } } }] }, fr)).toBe('Les images ne doivent pas dépasser 10 Mo');
  });

  it('reads the body of a non-2xx answer (ServerError), with or without a code', () => {
    expect(errorMessage({ name: 'ServerError', statusCode: 400, bodyText: '{"errors":[{"message":"Bad input","extensions":{"code":"BAD_USER_INPUT"}}]}' }, en)).toBe('Some of what was entered is not accepted');
    expect(errorMessage({ name: 'ServerError', statusCode: 413, bodyText: '{"message":"The request body is too large","code":"PAYLOAD_TOO_LARGE"}' }, fr)).toBe('La requête est trop volumineuse');
    expect(errorMessage({ name: 'ServerError', statusCode: 413, bodyText: '{"message":"The request body is too large"}' }, t)).toBe('The request body is too large');
    expect(errorMessage({ name: 'ServerError', statusCode: 502, bodyText: '<html>Bad gateway</html>' }, t)).toBe('t:errors.server');
  });

  it('falls back to the generic server error', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe('t:errors.server');
    expect(errorMessage({ errors: [{ message: '  ' }] }, t)).toBe('t:errors.server');
    expect(errorMessage(undefined, t)).toBe('t:errors.server');
    expect(errorCode(undefined)).toBeUndefined();
  });

  it('names a timeout', () => {
    const e = new Error('Request timeout');
    e.name = 'TimeoutError';
    expect(errorMessage(e, t)).toBe('t:errors.timeout');
  });
});

describe('translateMessage (the client-side form check only)', () => {
  it('maps every core message to its validation key and leaves others alone', () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(translateMessage(text, t)).toBe(`t:validation.${key}`);
    expect(translateMessage('Something else', t)).toBe('Something else');
  });
});
