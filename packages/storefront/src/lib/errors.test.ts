import { ApiError, NetworkError } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { getErrorMessage, getErrorStatus } from './errors';

describe('getErrorStatus', () => {
  it.each([
    ['statusCode', { statusCode: 403 }, 403],
    ['status', { status: 404 }, 404],
    ['response.status', { response: { status: 502 } }, 502],
    ['statusCode before status', { statusCode: 401, status: 404 }, 401],
    ['an ApiError', new ApiError(409, 'Conflict', { message: 'Taken' }), 409],
    ['nothing usable', new Error('boom'), 500],
    ['a non-error status', { status: 200 }, 500],
    ['a string', 'boom', 500],
    ['null', null, 500],
  ])('reads %s', (_, error, expected) => {
    expect(getErrorStatus(error)).toBe(expected);
  });
});

describe('getErrorMessage', () => {
  it('uses the error message', () => {
    expect(getErrorMessage(new ApiError(409, 'Conflict', { message: 'Taken' }))).toBe(
      'Conflict: Taken',
    );
    expect(getErrorMessage('Plain text')).toBe('Plain text');
  });

  it('falls back to a generic message', () => {
    expect(getErrorMessage(new Error(''))).toBe('Something went wrong');
    expect(getErrorMessage(undefined)).toBe('Something went wrong');
  });
});

describe('getErrorMessage on a Spanish page', () => {
  const es = testI18n('es');

  it('shows the server’s own (Spanish) message, not the English status text', () => {
    const error = new ApiError(409, 'Conflict', { message: 'Ese nombre ya está en uso.' });
    expect(getErrorMessage(error, es)).toBe('Ese nombre ya está en uso.');
  });

  it('falls back to Spanish words', () => {
    expect(getErrorMessage(new Error(''), es)).toBe('Algo salió mal');
    expect(getErrorMessage(new ApiError(500, 'Internal Server Error', {}), es)).toBe(
      'Algo salió mal',
    );
    expect(getErrorMessage(new NetworkError(new TypeError('offline')), es)).toMatch(
      /^Error de red/,
    );
  });
});
