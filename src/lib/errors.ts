// ApiError: every way a request can fail, told apart, with a message a person can read and field errors.
import {
  integrationErrorSchema,
  serviceErrorSchema,
  validationErrorSchema,
} from '@/contracts/common';
import { z } from 'zod/mini';

/** Any other body that still says something: `{message: "..."}`. */
const unknownShapeSchema = z.object({ message: z.string() });

export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** No answer: the server cannot be reached. */
  | 'network'
  /** No answer in time. */
  | 'timeout'
  /** Cancelled by the caller (navigation, unmount). */
  | 'aborted'
  /** A success status whose body is not what the spec says. */
  | 'invalid-response';

/** Which of the spec's error shapes the body had. */
export type ErrorShape =
  'service' | 'validation' | 'integration' | 'unknown' | 'empty' | 'non-json';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  readonly shape: ErrorShape | undefined;
  /** Field errors of shape 2, keyed as the request names the field (`recipient`, `filter[from]`). */
  readonly fieldErrors: Readonly<Record<string, string[]>>;
  /** Every message of the body (shape 1 may carry several). */
  readonly messages: readonly string[];

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    message: string;
    shape?: ErrorShape;
    fieldErrors?: Record<string, string[]>;
    messages?: string[];
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.shape = init.shape;
    this.fieldErrors = init.fieldErrors ?? {};
    this.messages = init.messages ?? [init.message];
  }

  /** True for failures worth retrying on their own: no answer, or a server-side error. */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && this.status >= 500)
    );
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request was not accepted',
  401: 'You are not signed in',
  402: 'Insufficient funds',
  403: 'This action is not allowed',
  404: 'Not found',
  408: 'The request took too long',
  413: 'The request is too large',
  422: 'The given data was invalid',
  429: 'Too many requests; wait a moment and try again',
  500: 'The platform had an internal error',
  502: 'The platform cannot be reached',
  503: 'The platform is unavailable',
  504: 'The platform did not answer in time',
};

function fallbackMessage(status: number): string {
  return (
    STATUS_TEXT[status] ??
    (status >= 500 ? `The platform failed (HTTP ${status})` : `The request failed (HTTP ${status})`)
  );
}

/** Builds the ApiError of an error response from its status and raw body text. */
export function apiErrorFromBody(status: number, bodyText: string): ApiError {
  if (bodyText.trim() === '') {
    return new ApiError({
      kind: 'http',
      status,
      shape: 'empty',
      message: `${fallbackMessage(status)} (the answer was empty)`,
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return new ApiError({
      kind: 'http',
      status,
      shape: 'non-json',
      message: `${fallbackMessage(status)} (the answer was not JSON)`,
    });
  }
  const validation = validationErrorSchema.safeParse(body);
  if (validation.success) {
    const fieldErrors = validation.data.errors;
    const first = Object.values(fieldErrors).flat()[0];
    return new ApiError({
      kind: 'http',
      status,
      shape: 'validation',
      message: first ? `${validation.data.message} ${first}` : validation.data.message,
      fieldErrors,
      messages: [validation.data.message, ...Object.values(fieldErrors).flat()],
    });
  }
  const service = serviceErrorSchema.safeParse(body);
  if (service.success) {
    const messages = service.data.errors.map((e) => e.message);
    return new ApiError({
      kind: 'http',
      status,
      shape: 'service',
      message: messages.join(' '),
      messages,
    });
  }
  const integration = integrationErrorSchema.safeParse(body);
  if (integration.success) {
    // The spec's integration texts ("raw response empty") mean nothing alone: say whose failure it is.
    return new ApiError({
      kind: 'http',
      status,
      shape: 'integration',
      message: `The 2FA service failed: ${integration.data.message}`,
      messages: [integration.data.message],
    });
  }
  const withMessage = unknownShapeSchema.safeParse(body);
  const message =
    withMessage.success && withMessage.data.message.trim() !== ''
      ? withMessage.data.message
      : fallbackMessage(status);
  return new ApiError({ kind: 'http', status, shape: 'unknown', message });
}

/** A message for any thrown value, for places that show an error without knowing its type. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}
