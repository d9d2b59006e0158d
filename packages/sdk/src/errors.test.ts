import { describe, expect, it } from 'vitest';
import { ApiError, VALIDATION_ERROR_MESSAGE, errorNotice, fieldMessagesOf } from './errors';

describe('ApiError messages', () => {
  it('a 422 with errors gets the validation message and keeps the field errors', () => {
    const error = new ApiError(422, 'Unprocessable Entity', {
      message: 'The given data was invalid.',
      errors: { zip_code: ['must be a five digit zip code'] },
    });
    expect(error.message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(error.message).toBe('Validation Error: Check inputs and try again.');
    expect(error.fieldErrors).toEqual({ zip_code: ['must be a five digit zip code'] });
    expect(error.isValidationError).toBe(true);
  });

  it('a 422 without errors is an ordinary API error', () => {
    const error = new ApiError(422, 'Unprocessable Entity', { message: 'Nope' });
    expect(error.message).toBe('Unprocessable Entity: Nope');
    expect(error.isValidationError).toBe(false);
  });

  it('other errors: status text plus ": <server message>"', () => {
    expect(new ApiError(400, 'Bad Request', { message: 'reason' }).message).toBe(
      'Bad Request: reason',
    );
    expect(
      new ApiError(404, 'Not Found', { message: 'We could not find zip code 00000.' })
        .serverMessage,
    ).toBe('We could not find zip code 00000.');
  });

  it('status text alone when the server sent no message', () => {
    expect(new ApiError(503, 'Service Unavailable', null).message).toBe('Service Unavailable');
    expect(new ApiError(500, 'Internal Server Error', 'not json').message).toBe(
      'Internal Server Error',
    );
  });

  it('falls back to the reason phrase when the transport gives no status text (HTTP/2)', () => {
    expect(new ApiError(404, '', { message: 'x' }).message).toBe('Not Found: x');
    expect(new ApiError(499, '', {}).message).toBe('HTTP 499');
  });

  it('keeps the slug', () => {
    expect(new ApiError(410, 'Gone', { message: 'old', slug: 'endpoint_obsolete' }).slug).toBe(
      'endpoint_obsolete',
    );
  });
});

describe('errorNotice and fieldMessagesOf', () => {
  it('titles every notice Oops! and uses the API message', () => {
    const error = new ApiError(409, 'Conflict', { message: 'Email taken', slug: 'conflict' });
    expect(errorNotice(error)).toEqual({ title: 'Oops!', message: 'Conflict: Email taken' });
    expect(errorNotice(error, 'Saving')).toEqual({
      title: 'Oops!',
      message: 'Saving did not work: Conflict: Email taken',
    });
  });
  it('gives the validation sentence for a 422 with field errors and a generic one for non-errors', () => {
    const error = new ApiError(422, '', { errors: { email: ['Invalid', 'Other'] } });
    expect(errorNotice(error).message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(errorNotice('boom').message).toBe('Something went wrong. Try again.');
  });
  it('maps a 422 onto one message per field and nothing for other errors', () => {
    const error = new ApiError(422, '', { errors: { email: ['Invalid', 'Other'], name: [] } });
    expect(fieldMessagesOf(error)).toEqual({ email: 'Invalid' });
    expect(fieldMessagesOf(new Error('x'))).toEqual({});
  });
});

describe('ApiError.retryAfterSeconds', () => {
  it('reads a Retry-After of delta-seconds, and nothing else', () => {
    const after = (header: string | null) => new ApiError(429, '', {}, header).retryAfterSeconds;
    expect(after('45')).toBe(45);
    expect(after('1.2')).toBe(2);
    expect(after('soon')).toBeNull();
    expect(after('-3')).toBeNull();
    expect(after(null)).toBeNull();
  });
});
