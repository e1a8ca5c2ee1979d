// The platform side of the journeys: what an integrator's backend does through the sandbox's API (start a 2FA
// session) and what the recipient reads (the code, from GET /sandbox/outbox).
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, expect } from '../fixtures';

const API_KEY = { 'X-API-KEY': ACCOUNTS.live };

/** The areas of the navigation, one page each. */
export const AREA_PATHS = [
  '/',
  '/messages',
  '/campaigns',
  '/otp/sessions',
  '/otp/templates',
  '/viber',
  '/statistics',
  '/senders',
  '/contacts',
] as const;

/**
 * Starts a 2FA session by SMS through the platform API with the primary account's first approved template, as an
 * integrator's backend would; returns its id.
 */
export async function startOtpSession(
  request: APIRequestContext,
  recipient: string,
  sender = 'Console',
): Promise<string> {
  const templates = await request.get('/api/2fa/authentications/templates', {
    headers: API_KEY,
    params: { 'filter[status]': 'approved', 'page[limit]': '100' },
  });
  expect(templates.status()).toBe(200);
  const { data } = (await templates.json()) as { data: { template_id: string | number }[] };
  const template = data[0];
  expect(template, 'an approved template').toBeDefined();
  const sent = await request.post('/api/2fa/authentications/otp', {
    headers: API_KEY,
    data: {
      channel: 'SMS',
      sender,
      recipient,
      template_id: String(template?.template_id),
      code_digits: 6,
      code_lifetime: 300,
      code_max_tries: 3,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { data: { id: string } }).data.id;
}

export interface OutboxMessage {
  id: string;
  authentication_id: string | null;
  channel: string;
  sender: string;
  text: string;
}

/** Every message the sandbox has "sent" to the recipient, newest first. */
export async function outbox(
  request: APIRequestContext,
  recipient: string,
): Promise<OutboxMessage[]> {
  const response = await request.get(`/sandbox/outbox?recipient=${recipient}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The code in the newest message to the recipient, once there are `count` messages. */
export async function latestCode(request: APIRequestContext, recipient: string, count = 1) {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => (messages = await outbox(request, recipient)).length)
    .toBeGreaterThanOrEqual(count);
  const code = /\d{3,9}/.exec(messages[0]?.text ?? '')?.[0];
  if (!code) throw new Error(`no code in "${messages[0]?.text ?? ''}"`);
  return code;
}
