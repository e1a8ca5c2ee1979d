// ApiError from raw bodies: the spec's shapes, the edges between them, and what is worth a retry.
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, errorMessage, isApiError } from './errors';

describe('apiErrorFromBody', () => {
  it('joins every message of shape 1', () => {
    const error = apiErrorFromBody(
      422,
      '{"errors":[{"message":"Authentication expired"},{"message":"Access code expired"}]}',
    );
    expect(error.shape).toBe('service');
    expect(error.messages).toEqual(['Authentication expired', 'Access code expired']);
    expect(error.message).toBe('Authentication expired Access code expired');
  });

  it('tells shape 2 (errors is an object) from shape 3 (errors is an array)', () => {
    expect(apiErrorFromBody(422, '{"message":"m","errors":{"name":["taken"]}}').shape).toBe(
      'validation',
    );
    expect(apiErrorFromBody(500, '{"message":"m","errors":[{"code":1}]}').shape).toBe(
      'integration',
    );
  });

  it('an empty errors list with no message is an unknown shape, not a service error', () => {
    const error = apiErrorFromBody(400, '{"errors":[]}');
    expect(error.shape).toBe('unknown');
    expect(error.message).toBe('The request was not accepted');
  });

  it('whitespace is an empty body; JSON that is not an object is an unknown shape', () => {
    expect(apiErrorFromBody(500, '  \n').shape).toBe('empty');
    expect(apiErrorFromBody(500, '"just a string"').shape).toBe('unknown');
    expect(apiErrorFromBody(500, 'null').shape).toBe('unknown');
  });

  it('an unusual status is still said in words', () => {
    expect(apiErrorFromBody(418, '').message).toBe(
      'The request failed (HTTP 418) (the answer was empty)',
    );
    expect(apiErrorFromBody(599, '').message).toBe(
      'The platform failed (HTTP 599) (the answer was empty)',
    );
  });
});

describe('ApiError', () => {
  it('is transient only for no answer, a timeout, or a 5xx', () => {
    const transient = (init: ConstructorParameters<typeof ApiError>[0]) =>
      new ApiError(init).isTransient;
    expect(transient({ kind: 'network', message: '' })).toBe(true);
    expect(transient({ kind: 'timeout', message: '' })).toBe(true);
    expect(transient({ kind: 'http', status: 503, message: '' })).toBe(true);
    expect(transient({ kind: 'http', status: 429, message: '' })).toBe(false);
    expect(transient({ kind: 'http', status: 404, message: '' })).toBe(false);
    expect(transient({ kind: 'aborted', message: '' })).toBe(false);
    expect(transient({ kind: 'invalid-response', status: 200, message: '' })).toBe(false);
  });

  it('errorMessage reads any thrown value', () => {
    expect(
      errorMessage(new ApiError({ kind: 'network', message: 'Cannot reach the server' })),
    ).toBe('Cannot reach the server');
    expect(errorMessage('text')).toBe('Something went wrong');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
