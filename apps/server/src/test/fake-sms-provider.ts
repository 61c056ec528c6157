import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { path: string; apiKey: string | undefined; body: Record<string, unknown> };

/**
 * Brevo's transactional SMS endpoint, as far as Praxis uses it: records each request and answers
 * `status` (201 with a messageId by default; tests set 503 to play an outage).
 */
export async function startFakeSmsProvider() {
  const received: ReceivedSms[] = [];
  const state = { status: 201 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = req.headers['api-key'];
      received.push({
        path: req.url ?? '',
        apiKey: Array.isArray(header) ? header[0] : header,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      });
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(state.status < 300 ? JSON.stringify({ messageId: received.length }) : JSON.stringify({ code: 'unavailable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(status: number) {
      state.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
