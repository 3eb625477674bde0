import type { TFunction } from 'i18next';
import { MESSAGES } from '@purlwise/core';
import { errorCode, errorMessage, translateMessage } from './errors';

// A stand-in translator: returns the key, so the tests see which text was chosen.
const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('errorMessage (SPEC.md §8)', () => {
  it("shows the server's message of a GraphQL error", () => {
    const err = { name: 'CombinedGraphQLErrors', message: 'x', errors: [{ message: 'Wrong username or password', extensions: { code: 'UNAUTHENTICATED' } }] };
    expect(errorMessage(err, t)).toBe('Wrong username or password');
    expect(errorCode(err)).toBe('UNAUTHENTICATED');
  });

  it('reads graphQLErrors too (upload helper, older shapes)', () => {
    expect(errorMessage({ graphQLErrors: [{ message: 'Too big' }] }, t)).toBe('Too big');
  });

  it('reads the body of a non-2xx answer (ServerError)', () => {
    expect(errorMessage({ name: 'ServerError', statusCode: 400, bodyText: '{"errors":[{"message":"Bad input"}]}' }, t)).toBe('Bad input');
    expect(errorMessage({ name: 'ServerError', statusCode: 413, bodyText: '{"message":"The request body is too large"}' }, t)).toBe('The request body is too large');
    expect(errorMessage({ name: 'ServerError', statusCode: 502, bodyText: '<html>Bad gateway</html>' }, t)).toBe('t:errors.server');
  });

  it('translates a server message that is one of the shared form-check messages', () => {
    expect(errorMessage({ errors: [{ message: MESSAGES.emailIncorrect }] }, t)).toBe('t:validation.emailIncorrect');
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

describe('translateMessage', () => {
  it('maps every core message to its validation key and leaves others alone', () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(translateMessage(text, t)).toBe(`t:validation.${key}`);
    expect(translateMessage('Something else', t)).toBe('Something else');
  });
});
