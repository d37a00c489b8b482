import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { actorOf, USER_AGENT_MAX_LENGTH } from './actor';

const app = Fastify();
app.get('/actor', async (request) => actorOf(request, 7, null));
afterAll(() => app.close());

const actorFor = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/actor', headers })).json();

describe('actorOf', () => {
  it('keeps a well-formed device id and the User-Agent cut to its longest', async () => {
    const device = '0b6a7c2e-1111-4111-8111-111111111111';
    const actor = await actorFor({ 'x-device-id': device, 'user-agent': 'u'.repeat(5000) });
    expect(actor).toMatchObject({ userId: 7, sessionId: null, deviceId: device });
    expect(actor.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });

  it('records no device id for one that is not a device id, rather than the client’s text', async () => {
    for (const value of ['x'.repeat(64), '0b6a7c2e-1111-4111-8111-111111111111<script>', '../../etc/passwd']) {
      expect((await actorFor({ 'x-device-id': value })).deviceId).toBeNull();
    }
    expect((await actorFor({})).deviceId).toBeNull();
  });
});
