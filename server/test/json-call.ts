// One JSON request to the app in process, with an API key, answered as status, text and the parsed body (or
// undefined when the body is not JSON): what the property and conformance suites send; and the Send OTP body
// both start from.
import type { Hono } from 'hono';
import { withKey } from './app.ts';

export interface JsonAnswer {
  status: number;
  text: string;
  json: unknown;
}

export function jsonCaller(app: Pick<Hono, 'request'>) {
  return async (method: string, path: string, body?: unknown): Promise<JsonAnswer> => {
    const response = await app.request(path, {
      method,
      headers: withKey(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json };
  };
}

/** A Send OTP body the sandbox accepts (template 1 of the live_sandbox account, SMS from MyShop) to `recipient`. */
export const validOtpSend = (recipient: string) => ({
  channel: 'sms',
  sender: 'MyShop',
  recipient,
  template_id: '1',
  code_digits: 6,
  code_lifetime: 120,
  code_max_tries: 3,
});
