// The faults control: injected statuses, malformed and empty bodies, counted matches, and the request log.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../test/app.ts';

const { app, store } = createTestApp();

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/sandbox/faults', () => {
  beforeEach(async () => {
    store.reset();
    await app.request('/sandbox/faults', { method: 'DELETE' });
    await app.request('/sandbox/requests', { method: 'DELETE' });
  });

  it('answers matching requests with the injected status in shape 1, `times` times', async () => {
    expect(
      (await post('/sandbox/faults', { match: 'GET /api/senders', status: 503, times: 1 })).status,
    ).toBe(201);
    const failed = await app.request('/api/senders/requests/sms', { headers: withKey() });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ errors: [{ message: 'Injected fault (HTTP 503)' }] });
    expect((await app.request('/api/senders/requests/sms', { headers: withKey() })).status).toBe(
      200,
    );
  });

  it('leaves other methods and paths alone', async () => {
    await post('/sandbox/faults', { match: 'POST /api/senders', status: 500 });
    expect((await app.request('/api/senders/requests/sms', { headers: withKey() })).status).toBe(
      200,
    );
  });

  it('replaces the body with malformed or empty JSON, keeping the status', async () => {
    await post('/sandbox/faults', { match: 'GET /api/senders', body: 'malformed', times: 1 });
    const malformed = await app.request('/api/senders/requests/sms', { headers: withKey() });
    expect(malformed.status).toBe(200);
    const malformedText = await malformed.text();
    expect(() => JSON.parse(malformedText) as unknown).toThrow();
    await post('/sandbox/faults', { match: 'GET /api/senders', body: 'empty', times: 1 });
    expect(
      await (await app.request('/api/senders/requests/sms', { headers: withKey() })).text(),
    ).toBe('');
  });

  it('refuses a fault without an effect or with a bad match, in shape 2', async () => {
    const noEffect = await post('/sandbox/faults', { match: 'GET /api' });
    expect(noEffect.status).toBe(422);
    const badMatch = await post('/sandbox/faults', { match: 'FETCH api', status: 500 });
    expect(badMatch.status).toBe(422);
    expect(await badMatch.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { match: [expect.any(String)] },
    });
    expect(await (await app.request('/sandbox/faults')).json()).toEqual({ data: [] });
  });

  it('logs the requests that reached the sandbox, and a dropped response still reached it once', async () => {
    await post('/sandbox/faults', { match: 'GET /api/senders', drop: true, times: 1 });
    await app.request('/api/senders/requests/sms?page%5Blimit%5D=5', { headers: withKey() });
    const log = (await (await app.request('/sandbox/requests?path=/api/senders')).json()) as {
      total: number;
      data: { method: string; status: number }[];
    };
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ method: 'GET', status: 200 });
  });

  it('is cleared by POST /sandbox/reset', async () => {
    await post('/sandbox/faults', { match: '* /api', status: 500 });
    await app.request('/sandbox/reset', { method: 'POST' });
    expect((await app.request('/api/senders/requests/sms', { headers: withKey() })).status).toBe(
      200,
    );
  });
});
