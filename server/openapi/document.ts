// The platform's contract as an OpenAPI 3.1 document, generated from the zod contracts in src/contracts: every
// endpoint of the spec with its parameters and limits, its answers and the error texts it can give. The sandbox
// serves it at /sandbox/openapi.json; docs/openapi.json is a checked-in copy (scripts/openapi.ts writes it).
import type { z } from 'zod';
import { loginRequestSchema, loginResponseSchema } from '../../src/contracts/auth.ts';
import {
  campaignMessagesQuerySchema,
  campaignMessagesResponseSchema,
} from '../../src/contracts/campaign-messages.ts';
import {
  CAMPAIGN_NOT_FOUND,
  campaignIdSchema,
  campaignNotStoppableMessage,
  stopCampaignResponseSchema,
} from '../../src/contracts/campaigns.ts';
import {
  integrationErrorSchema,
  serviceErrorSchema,
  validationErrorSchema,
} from '../../src/contracts/common.ts';
import {
  contactIdSchema,
  contactRequestSchema,
  contactResponseSchema,
} from '../../src/contracts/contacts.ts';
import {
  INTEGRATION_ERRORS,
  VALIDATION_ERROR_MESSAGE,
} from '../../src/contracts/error-explanations.ts';
import {
  OTP_ERRORS,
  otpSessionListQuerySchema,
  otpSessionListResponseSchema,
  otpSessionResponseSchema,
  sendOtpRequestSchema,
  sessionIdSchema,
  verifyOtpRequestSchema,
} from '../../src/contracts/otp-sessions.ts';
import {
  TEMPLATE_ERRORS,
  createTemplateRequestSchema,
  templateDeletedResponseSchema,
  templateIdSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '../../src/contracts/otp-templates.ts';
import {
  senderApplicationsQuerySchema,
  senderApplicationsResponseSchema,
} from '../../src/contracts/sender-applications.ts';
import {
  STAT_ENTRY_FIELDS,
  STAT_ERRORS,
  STAT_JSON_ARRAY,
  statFileFormatSchema,
  statFileKeySchema,
  statListResponseSchema,
} from '../../src/contracts/statistics.ts';
import {
  VIBER_ERRORS,
  viberMessageIdSchema,
  viberReferenceSchema,
  viberStatusRecordSchema,
} from '../../src/contracts/viber.ts';
import { CONTACT_NOT_FOUND, testModeRefusal } from '../sandbox/routes/contacts.ts';
import { wireProperties, wireSchema, type JsonSchema } from './json-schema.ts';

type Contract = z.core.$ZodType;
type ErrorShape = 'service' | 'validation' | 'integration';

/** One refusal an endpoint can give: its status, shape and the spec's (or the sandbox's documented) text. */
interface Refusal {
  status: number;
  shape: ErrorShape;
  text: string;
}

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as the spec writes it, `{name}` for path parameters. */
  path: string;
  server: 'base' | 'rest';
  tag: string;
  summary: string;
  description?: string;
  pathParams?: Record<string, Contract>;
  query?: Contract;
  body?: Contract;
  /** The success answer: a contract, or a ready JSON Schema with its media types. */
  response: Contract | { content: Record<string, JsonSchema> };
  refusals?: Refusal[];
  /** The status of a success: the spec gives none; the sandbox answers 201 for what it creates. */
  created?: boolean;
  /** Login is the only call made without a credential. */
  anonymous?: boolean;
}

const service = (status: number, text: string): Refusal => ({ status, shape: 'service', text });
const VALIDATION: Refusal = { status: 422, shape: 'validation', text: VALIDATION_ERROR_MESSAGE };
const UNAUTHENTICATED = service(401, 'Unauthenticated.');

const INTEGRATION: Refusal[] = INTEGRATION_ERRORS.map((text) => ({
  status: 502,
  shape: 'integration',
  text,
}));

const sessionId = { id: sessionIdSchema };
/** Resend and cancel: allowed only while the session is pending. */
const PENDING_ONLY: Refusal[] = [
  VALIDATION,
  service(404, OTP_ERRORS.notFound),
  service(422, OTP_ERRORS.failedStatus),
  service(422, OTP_ERRORS.canceledStatus),
  service(422, OTP_ERRORS.expired),
  service(422, OTP_ERRORS.invalidStatus),
  UNAUTHENTICATED,
  ...INTEGRATION,
];
/** The sandbox's refusal of an unverified phone in a Test-mode account (the spec leaves contact errors unshown). */
const CONTACT_TEST_MODE = service(
  422,
  testModeRefusal(380501112233).replace('380501112233', '<phone>'),
);
const TWO_FA = '2FA sessions';
const TEMPLATES = 'OTP templates';

/** Every endpoint of the spec. */
export const ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    path: '/api/auth/login',
    server: 'base',
    tag: 'Authentication',
    summary: 'Obtain a token (API version 2.0)',
    anonymous: true,
    body: loginRequestSchema,
    response: loginResponseSchema,
    refusals: [VALIDATION, UNAUTHENTICATED],
  },
  {
    method: 'post',
    path: '/api/auth/refresh',
    server: 'base',
    tag: 'Authentication',
    summary: 'Renew a token (the old one is revoked)',
    response: loginResponseSchema,
    refusals: [UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/api/messages',
    server: 'base',
    tag: 'Campaign messages',
    summary: 'Status of RCS campaign messages',
    description: 'At most 3 months between filter[from] and filter[to]; future dates are refused.',
    query: campaignMessagesQuerySchema,
    response: campaignMessagesResponseSchema,
    refusals: [VALIDATION, UNAUTHENTICATED],
  },
  {
    method: 'put',
    path: '/api/campaigns/{id}/stop',
    server: 'base',
    tag: 'Campaigns',
    summary: 'Stop a campaign',
    pathParams: { id: campaignIdSchema },
    response: stopCampaignResponseSchema,
    refusals: [
      service(404, CAMPAIGN_NOT_FOUND),
      service(422, campaignNotStoppableMessage('<status>')),
      UNAUTHENTICATED,
    ],
  },
  {
    method: 'post',
    path: '/api/2fa/authentications/otp',
    server: 'base',
    tag: TWO_FA,
    summary: 'Send an OTP (creates a pending session)',
    created: true,
    body: sendOtpRequestSchema,
    response: otpSessionResponseSchema,
    refusals: [
      VALIDATION,
      service(404, OTP_ERRORS.channelNotFound),
      service(404, OTP_ERRORS.templateNotFound),
      service(422, OTP_ERRORS.invalidTemplateStatus),
      service(402, OTP_ERRORS.insufficientFunds),
      service(422, OTP_ERRORS.stopList),
      service(422, OTP_ERRORS.channelInactive),
      service(422, OTP_ERRORS.demoMode),
      service(422, OTP_ERRORS.pendingLimit),
      service(422, OTP_ERRORS.totalLimit),
      service(422, OTP_ERRORS.templateNotAvailable),
      UNAUTHENTICATED,
      ...INTEGRATION,
    ],
  },
  {
    method: 'post',
    path: '/api/2fa/authentications/otp/{id}/resend',
    server: 'base',
    tag: TWO_FA,
    summary: 'Resend the code of a pending session',
    pathParams: sessionId,
    response: otpSessionResponseSchema,
    refusals: PENDING_ONLY,
  },
  {
    method: 'post',
    path: '/api/2fa/authentications/otp/{id}/verify',
    server: 'base',
    tag: TWO_FA,
    summary: 'Verify a code',
    pathParams: sessionId,
    body: verifyOtpRequestSchema,
    response: otpSessionResponseSchema,
    refusals: [
      VALIDATION,
      service(404, OTP_ERRORS.notFound),
      service(404, OTP_ERRORS.codeMismatch),
      service(422, OTP_ERRORS.codeExpired),
      service(422, OTP_ERRORS.attemptsLimit),
      service(422, OTP_ERRORS.invalidStatus),
      UNAUTHENTICATED,
      ...INTEGRATION,
    ],
  },
  {
    method: 'post',
    path: '/api/2fa/authentications/{id}/cancel',
    server: 'base',
    tag: TWO_FA,
    summary: 'Cancel a pending session',
    pathParams: sessionId,
    response: otpSessionResponseSchema,
    refusals: PENDING_ONLY,
  },
  {
    method: 'get',
    path: '/api/2fa/authentications/{id}',
    server: 'base',
    tag: TWO_FA,
    summary: 'Read a session with its messages',
    pathParams: sessionId,
    response: otpSessionResponseSchema,
    refusals: [VALIDATION, service(404, OTP_ERRORS.notFound), UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/api/2fa/authentications',
    server: 'base',
    tag: TWO_FA,
    summary: 'List sessions of a period',
    query: otpSessionListQuerySchema,
    response: otpSessionListResponseSchema,
    refusals: [VALIDATION, UNAUTHENTICATED],
  },
  {
    method: 'post',
    path: '/api/2fa/authentications/templates',
    server: 'base',
    tag: TEMPLATES,
    summary: 'Create a template (status requested)',
    created: true,
    description: 'Not allowed in Demo and Test account modes.',
    body: createTemplateRequestSchema,
    response: templateResponseSchema,
    refusals: [
      VALIDATION,
      service(422, TEMPLATE_ERRORS.requestedLimit),
      service(422, TEMPLATE_ERRORS.variableRequired),
      service(422, TEMPLATE_ERRORS.variableOnce),
      service(422, TEMPLATE_ERRORS.accountMode),
      service(422, TEMPLATE_ERRORS.nameTaken),
      UNAUTHENTICATED,
    ],
  },
  {
    method: 'delete',
    path: '/api/2fa/authentications/templates/{template_id}',
    server: 'base',
    tag: TEMPLATES,
    summary: 'Delete a template',
    pathParams: { template_id: templateIdSchema },
    response: templateDeletedResponseSchema,
    refusals: [
      VALIDATION,
      service(422, TEMPLATE_ERRORS.defaultNotDeletable),
      service(404, TEMPLATE_ERRORS.notFound),
      UNAUTHENTICATED,
    ],
  },
  {
    method: 'get',
    path: '/api/2fa/authentications/templates',
    server: 'base',
    tag: TEMPLATES,
    summary: 'List templates',
    query: templateListQuerySchema,
    response: templateListResponseSchema,
    refusals: [VALIDATION, UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/api/senders/requests/sms',
    server: 'base',
    tag: 'Sender applications',
    summary: 'List SMS sender registration applications',
    query: senderApplicationsQuerySchema,
    response: senderApplicationsResponseSchema,
    refusals: [VALIDATION, UNAUTHENTICATED],
  },
  {
    method: 'post',
    path: '/api/contacts',
    server: 'base',
    tag: 'Contacts',
    summary: 'Create a contact',
    created: true,
    body: contactRequestSchema,
    response: contactResponseSchema,
    refusals: [VALIDATION, CONTACT_TEST_MODE, UNAUTHENTICATED],
  },
  {
    method: 'put',
    path: '/api/contacts/{id}',
    server: 'base',
    tag: 'Contacts',
    summary: 'Edit a contact',
    pathParams: { id: contactIdSchema },
    body: contactRequestSchema,
    response: contactResponseSchema,
    refusals: [VALIDATION, CONTACT_TEST_MODE, service(404, CONTACT_NOT_FOUND), UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/rest/viber/{id}',
    server: 'rest',
    tag: 'Viber',
    summary: 'Status of a Viber message by its id',
    pathParams: { id: viberMessageIdSchema },
    response: viberStatusRecordSchema,
    refusals: [VALIDATION, service(404, VIBER_ERRORS.notFound), UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/rest/viber/reference/{reference}',
    server: 'rest',
    tag: 'Viber',
    summary: 'Status of a Viber message by its external reference',
    pathParams: { reference: viberReferenceSchema },
    response: viberStatusRecordSchema,
    refusals: [VALIDATION, service(404, VIBER_ERRORS.notFound), UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/rest/stat/list',
    server: 'rest',
    tag: 'Statistics',
    summary: 'Statistics files of the account',
    response: statListResponseSchema,
    refusals: [UNAUTHENTICATED],
  },
  {
    method: 'get',
    path: '/rest/stat/file/id/{file_key}/format/{file_format}',
    server: 'rest',
    tag: 'Statistics',
    summary: 'Download a statistics file',
    description: 'csv only for files requested with a message_type.',
    pathParams: { file_key: statFileKeySchema, file_format: statFileFormatSchema },
    response: { content: statisticsFileContent() },
    refusals: [
      VALIDATION,
      service(404, STAT_ERRORS.notFound),
      service(422, STAT_ERRORS.csvNeedsMessageType),
      service(422, STAT_ERRORS.fileFailed),
      UNAUTHENTICATED,
    ],
  },
];

function statisticsFileContent(): Record<string, JsonSchema> {
  const entry: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(STAT_ENTRY_FIELDS.map((field) => [field, {}])),
    additionalProperties: true,
  };
  return {
    'application/json': {
      type: 'object',
      properties: { error: {}, [STAT_JSON_ARRAY]: { type: 'array', items: entry } },
    },
    'application/xml': { type: 'string', description: 'The same entries, one element per field.' },
    'text/csv': { type: 'string', description: 'One header row, then one row per entry.' },
  };
}

const SHAPES: Record<ErrorShape, { name: string; schema: Contract; description: string }> = {
  service: {
    name: 'ServiceError',
    schema: serviceErrorSchema,
    description: 'Shape 1 (service errors): {errors: [{message}]}',
  },
  validation: {
    name: 'ValidationError',
    schema: validationErrorSchema,
    description: 'Shape 2 (validation): {message, errors: {field: [text, ...]}}',
  },
  integration: {
    name: 'IntegrationError',
    schema: integrationErrorSchema,
    description: 'Shape 3 (integration errors between the API and the 2FA service)',
  },
};

function exampleBody(refusal: Refusal): unknown {
  if (refusal.shape === 'service') return { errors: [{ message: refusal.text }] };
  if (refusal.shape === 'validation')
    return { message: refusal.text, errors: { '<field>': ['<what is wrong with it>'] } };
  return { message: refusal.text, errors: [] };
}

/** A schema inside the document: the document names its dialect once, not each schema. */
function withoutDialect(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema'));
}

function responses(endpoint: Endpoint): Record<string, unknown> {
  const answers: Record<string, unknown> = {
    [endpoint.created ? '201' : '200']: {
      description: `Success (the spec does not give the status code; the sandbox answers ${endpoint.created ? '201' : '200'}).`,
      content:
        'content' in endpoint.response
          ? Object.fromEntries(
              Object.entries(endpoint.response.content).map(([type, schema]) => [type, { schema }]),
            )
          : { 'application/json': { schema: withoutDialect(wireSchema(endpoint.response)) } },
    },
  };
  const byStatus = new Map<number, Refusal[]>();
  for (const refusal of endpoint.refusals ?? [])
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  for (const [status, refusals] of [...byStatus].sort(([a], [b]) => a - b)) {
    const refs = [...new Set(refusals.map((r) => r.shape))].map((shape) => ({
      $ref: `#/components/schemas/${SHAPES[shape].name}`,
    }));
    const schema = refs.length === 1 ? refs[0] : { oneOf: refs };
    answers[String(status)] = {
      description: refusals.map((r) => `${SHAPES[r.shape].name}: ${r.text}`).join('\n\n'),
      content: {
        'application/json': {
          schema,
          examples: Object.fromEntries(
            refusals.map((r, i) => [`e${i + 1}`, { summary: r.text, value: exampleBody(r) }]),
          ),
        },
      },
    };
  }
  return answers;
}

function parameters(endpoint: Endpoint): unknown[] {
  const path = Object.entries(endpoint.pathParams ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: withoutDialect(wireSchema(schema)),
  }));
  const query = endpoint.query
    ? wireProperties(endpoint.query).map((p) => ({
        name: p.name,
        in: 'query',
        required: p.required,
        schema: p.schema,
      }))
    : [];
  return [...path, ...query];
}

function operation(endpoint: Endpoint): Record<string, unknown> {
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
    ...(endpoint.anonymous ? { security: [] } : {}),
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: withoutDialect(wireSchema(endpoint.body)) } },
          },
        }
      : {}),
    responses: responses(endpoint),
  };
}

/** The servers' default address in the checked-in copy: the README's, where `npm start` serves the sandbox. */
export const DEFAULT_ORIGIN = 'http://localhost:8080';

const serversOf = (origin: string) => ({
  base: {
    url: '{base_url}',
    description: 'The platform’s base_url (paths under /api)',
    variables: { base_url: { default: origin } },
  },
  rest: {
    url: '{rest_url}',
    description: 'The platform’s rest_url (paths under /rest)',
    variables: { rest_url: { default: origin } },
  },
});

/**
 * The whole document, its servers defaulting to `origin` (the sandbox serves it with its own address, so that a
 * reference page's "try it out" and a tool that imports the URL call that sandbox). Deterministic: the same
 * contracts and origin give the same bytes.
 */
export function platformDocument(origin = DEFAULT_ORIGIN): Record<string, unknown> {
  const servers = serversOf(origin);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const item = (paths[endpoint.path] ??= { servers: [servers[endpoint.server]] });
    item[endpoint.method] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messaging platform API',
      version: '2.0',
      description:
        'Generated from the contracts the console and the sandbox share. Where the platform’s own description ' +
        'spells a field two ways (amount/amont, statistics/statistic, contact fields as an array or an ' +
        'object, ids as numbers or strings, channel in any case, prices as numbers or strings), the answer ' +
        'schemas accept both: each alternative is a tolerated spelling, not a second format.',
    },
    servers: [servers.base, servers.rest],
    security: [{ apiKey: [] }, { bearer: [] }],
    tags: [...new Set(ENDPOINTS.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-KEY',
          description: 'API version 1.0: a Live (live_) or Test (test_) key.',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'API version 2.0: a token from POST /api/auth/login, renewed by /api/auth/refresh.',
        },
      },
      schemas: Object.fromEntries(
        Object.values(SHAPES).map((shape) => [
          shape.name,
          { ...withoutDialect(wireSchema(shape.schema)), description: shape.description },
        ]),
      ),
    },
  };
}
