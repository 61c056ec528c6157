import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser, type TestUser } from '../../test/factories';

let praxis: TestPraxis;
let user: TestUser;
let server: ServerType;
let port: number;

beforeAll(async () => {
  praxis = await createTestPraxis();
  user = await createUser(praxis);
  server = serve({ fetch: praxis.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await praxis.close();
});

type Answer = { status: number; body: string } | { error: string };

/** One request over a real socket; a cut connection is reported, not thrown. */
function send(path: string, body: Buffer, headers: Record<string, string>, chunked: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { ...headers, origin: 'http://localhost:3000', cookie: user.cookie, ...(chunked ? {} : { 'content-length': String(body.length) }) },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    // Written in 64 KB pieces, as a browser or curl would stream it.
    for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.subarray(offset, offset + 64 * 1024));
    req.end();
  });
}

describe('a body over the limit, over a real HTTP connection', () => {
  const json = Buffer.from(JSON.stringify({ firstName: 'x'.repeat(3 * 1024 * 1024) }));

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('answers the French 413 to 20 tries in a row (%s), never a cut connection', async (_label, chunked) => {
    const answers: Answer[] = [];
    // An API route and an auth route (Better Auth's handler sits behind the same limit).
    for (let i = 0; i < 20; i++) {
      const path = i % 2 ? '/api/auth/sign-in/email' : '/api/v1/patients';
      answers.push(await send(path, json, { 'content-type': 'application/json' }, chunked));
    }
    const expected = { status: 413, body: JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: messages.http.bodyTooLarge } }) };
    expect(answers).toEqual(Array.from({ length: 20 }, () => expected));
  });
});
