import {
  httpErrorMessage, isKnitType, KNIT_TYPES, LOGIN_COOKIE_HOURS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS,
  networkErrorMessage, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS, SERVER_ERROR_MESSAGE,
} from './constants';
import * as core from './index';

describe('constants', () => {
  it('match SPEC §8 and §9', () => {
    expect(KNIT_TYPES).toEqual(['yarn', 'pattern', 'detail', 'model']);
    expect(LOGIN_COOKIE_HOURS).toBe(18);
    expect(REQUEST_TIMEOUT_MS).toBe(10000);
    expect(MAX_IMAGE_BYTES).toBe(10485760);
    expect(MAX_IMAGE_PIXELS).toBe(40000000);
    expect(SERVER_ERROR_MESSAGE).toBe('Server Error. Please try again later.');
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request timeout');
  });
  it('recognises knit types', () => {
    expect(isKnitType('yarn')).toBe(true);
    expect(isKnitType('Yarn')).toBe(false);
    expect(isKnitType('sock')).toBe(false);
    expect(isKnitType(3)).toBe(false);
  });
});

describe('error texts', () => {
  it('formats an HTTP error', () => {
    expect(httpErrorMessage(404, 'Not found')).toBe('HTTP status: 404. Message: Not found');
    expect(httpErrorMessage(500)).toBe('HTTP status: 500. Message: No additional message');
    expect(httpErrorMessage(502, '')).toBe('HTTP status: 502. Message: No additional message');
    expect(httpErrorMessage(503, null)).toBe('HTTP status: 503. Message: No additional message');
  });
  it('formats a network error', () => {
    expect(networkErrorMessage('Failed to fetch')).toBe('Network error: Failed to fetch');
  });
});

describe('index', () => {
  it('gathers every module', () => {
    for (const name of ['checkForm', 'applyEdit', 'sortItems', 'zoomIn', 'parseTags', 'parseUnit', 'httpErrorMessage']) {
      expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
