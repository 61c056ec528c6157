import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepConnectionsAlive } from './keep-alive';

let server: ServerType;
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('keep-alive connections', () => {
  beforeAll(async () => {
    const app = new Hono().get('/', (c) => c.text('ok'));
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stay open past Node’s default (5 s, and 1 s of grace), so a client reusing one is answered on it', async () => {
    expect(await get()).toEqual({ status: 200, reusedSocket: false });
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await get()).toEqual({ status: 200, reusedSocket: true });
  });
});
