import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat completions server for tests (never for production). It streams
 * its answers in small chunks and keeps every request body it received, so that tests can check
 * that no real name reached it (GET /__received). The last user message steers it:
 * - contains "[[erreur]]": answers 500; "[[charabia]]": a stream that is not JSON;
 *   "[[lent]]": waits 5 s before answering (time-out tests); "[[vide]]": an empty stream;
 * - Myriam (tools offered) and "créneau" in the question: calls the tool creneaux_libres, then
 *   answers with the first line of the tool result;
 * - Sophie (system prompt mentions <document>): answers with a draft between <document> tags;
 * - the trame refinement (question between <trame_json> tags): the same blocks with every comment
 *   (field or comment block) prefixed 'Précisé : ', in a Markdown fence; "[[inventer]]" in a comment: adds a paragraph;
 * - otherwise echoes the placeholders it saw in the question ("Bonjour [PRÉNOM_1] …").
 */
export type FakeAiServer = { url: string; received: () => unknown[]; reset: () => void; close: () => Promise<void> };

type Message = { role: string; content?: string | null; tool_calls?: unknown };
type Body = { messages?: Message[]; tools?: unknown[]; stream?: boolean };

const CHUNK = 6;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

async function streamText(res: ServerResponse, text: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (let i = 0; i < text.length; i += CHUNK) {
    res.write(chunk({ content: text.slice(i, i + CHUNK) }));
    await sleep(15);
  }
  res.write(chunk({}, 'stop'));
  res.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 42, completion_tokens: Math.ceil(text.length / 4) } })}\n\n`);
  res.end('data: [DONE]\n\n');
}

function answerFor(body: Body): { kind: 'text'; text: string } | { kind: 'tool' } | { kind: 'error' | 'garbage' | 'slow' | 'empty' } {
  const messages = body.messages ?? [];
  const last = messages[messages.length - 1];
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  if (lastUser.includes('[[erreur]]')) return { kind: 'error' };
  if (lastUser.includes('[[charabia]]')) return { kind: 'garbage' };
  if (lastUser.includes('[[lent]]')) return { kind: 'slow' };
  if (lastUser.includes('[[vide]]')) return { kind: 'empty' };
  if (last?.role === 'tool') {
    const lines = (last.content ?? '').split('\n');
    return { kind: 'text', text: `Le prochain créneau libre est le ${(lines[1] ?? lines[0] ?? '').replace(/^- /, '')}.` };
  }
  if (body.tools && /cr[ée]neau/i.test(lastUser)) return { kind: 'tool' };
  const trame = /<trame_json>\n([\s\S]*)\n<\/trame_json>/.exec(lastUser);
  if (trame?.[1]) {
    const blocks = JSON.parse(trame[1], function (this: Record<string, unknown>, key, value: unknown) {
      const isInstruction = key === 'comment' || (key === 'text' && this.type === 'comment');
      return isInstruction && typeof value === 'string' ? `Précisé : ${value}` : value;
    }) as unknown[];
    if (lastUser.includes('[[inventer]]')) blocks.push({ type: 'paragraph', text: 'Contenu clinique inventé.' });
    return { kind: 'text', text: `\`\`\`json\n${JSON.stringify(blocks)}\n\`\`\`` };
  }
  const placeholders = [...new Set(lastUser.match(/\[[A-ZÉÈÂ_]+_\d+\]/g) ?? [])].join(' ');
  const greeting = placeholders ? `Bonjour, voici ma réponse au sujet de ${placeholders}.` : 'Bonjour, voici ma réponse.';
  const system = messages[0]?.content ?? '';
  if (system.includes('<document>')) {
    return { kind: 'text', text: `${greeting}\n<document>\nCompte rendu de séance\n\n${placeholders || 'Le patient'} a participé à la séance.\n</document>` };
  }
  return { kind: 'text', text: greeting };
}

export async function startFakeAiServer(port = 0): Promise<FakeAiServer> {
  const received: unknown[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/__received') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(received));
        return;
      }
      if (req.method === 'POST' && req.url === '/__reset') {
        received.length = 0;
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(req)) as Body;
      received.push(body);
      const answer = answerFor(body);
      if (answer.kind === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      } else if (answer.kind === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: ceci n’est pas du JSON\n\n');
      } else if (answer.kind === 'slow') {
        await sleep(5000);
        if (!res.destroyed) await streamText(res, 'Trop tard.');
      } else if (answer.kind === 'empty') {
        res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: [DONE]\n\n');
      } else if (answer.kind === 'tool') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk({ tool_calls: [{ index: 0, id: 'appel_1', type: 'function', function: { name: 'creneaux_libres', arguments: '' } }] }));
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '{"duree_minutes":60}' } }] }));
        res.write(chunk({}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
      } else if (answer.kind === 'text') {
        await streamText(res, answer.text);
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/v1`,
    received: () => received,
    reset: () => {
      received.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
