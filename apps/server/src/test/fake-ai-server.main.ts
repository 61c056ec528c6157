import { startFakeAiServer } from './fake-ai-server';

/** Runs the fake AI server alone (e2e: playwright.config.ts starts it on FAKE_AI_PORT). */
const server = await startFakeAiServer(Number(process.env.FAKE_AI_PORT ?? 0));
process.stdout.write(`fake AI server on ${server.url}\n`);
