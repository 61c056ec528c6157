import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Ports nobody listens on, found once by the runner and inherited by the workers. They are held
 * open together until all are chosen: asked one at a time, the system once gave the same port
 * twice, and the second server's start failed with "already used".
 */
function freePorts(): [string, string, string, string] {
  const script = `const net=require('net');const servers=Array.from({length:4},()=>net.createServer());
Promise.all(servers.map((s)=>new Promise((r)=>s.listen(0,'127.0.0.1',r)))).then(()=>{
process.stdout.write(servers.map((s)=>s.address().port).join(' '));for(const s of servers)s.close();});`;
  const [app, gate, ai, fakeAi] = execFileSync(process.execPath, ['-e', script]).toString().split(' ');
  if (!app || !gate || !ai || !fakeAi) throw new Error('playwright.config: no free ports found');
  return [app, gate, ai, fakeAi];
}

// Chosen by the runner only: the workers inherit them through the environment.
let ports: [string, string, string, string] | undefined;
const chosenPorts = () => (ports ??= freePorts());
process.env.PRAXIS_E2E_PORT ??= chosenPorts()[0];
process.env.PRAXIS_E2E_GATE_PORT ??= chosenPorts()[1];
process.env.PRAXIS_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'praxis-e2e-'));
process.env.PRAXIS_E2E_GATE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'praxis-e2e-gate-'));
// The assistants with a model: a server whose AI_BASE_URL is the fake OpenAI-compatible server.
process.env.PRAXIS_E2E_AI_PORT ??= chosenPorts()[2];
process.env.PRAXIS_E2E_AI_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'praxis-e2e-ai-'));
process.env.PRAXIS_E2E_FAKE_AI_PORT ??= chosenPorts()[3];

export const E2E_GATE_PASSWORD = 'cle-de-test-e2e';

const port = process.env.PRAXIS_E2E_PORT;
const gatePort = process.env.PRAXIS_E2E_GATE_PORT;
const aiPort = process.env.PRAXIS_E2E_AI_PORT;
const fakeAiPort = process.env.PRAXIS_E2E_FAKE_AI_PORT;
export const FAKE_AI_URL = `http://127.0.0.1:${fakeAiPort}`;

const server = (p: string, dataDir: string, extra: Record<string, string> = {}) => ({
  command: 'npm run serve',
  url: `http://127.0.0.1:${p}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: p,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${p}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '200',
    ...extra,
  },
});

export default defineConfig({
  testDir: './e2e',
  // Long flows (the wizard, the agenda dialog) take 20–40 s on a quiet 2-core machine; room for a busy one.
  timeout: 90_000,
  // Lazily loaded page parts (FullCalendar, dialogs) can take a few seconds to arrive on a busy machine.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One more try for a test that fails: headless Chromium on a loaded 2-core machine once stopped
  // drawing frames mid-test, and a click then waits forever for its element to be "stable"
  // (docs/decisions.md). A test that fails twice fails the run; one that passes on its second try
  // is listed as flaky at the end of the report.
  retries: 1,
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /(gate|assistants-ai)\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'gate', testMatch: /gate\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${gatePort}` } },
    { name: 'assistants-ai', testMatch: /assistants-ai\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${aiPort}` } },
  ],
  webServer: [
    server(port, process.env.PRAXIS_E2E_DATA_DIR),
    server(gatePort, process.env.PRAXIS_E2E_GATE_DATA_DIR, { ACCESS_GATE_PASSWORD: E2E_GATE_PASSWORD }),
    {
      command: 'npx tsx apps/server/src/test/fake-ai-server.main.ts',
      url: `${FAKE_AI_URL}/__received`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { FAKE_AI_PORT: fakeAiPort },
    },
    server(aiPort, process.env.PRAXIS_E2E_AI_DATA_DIR, { AI_BASE_URL: `${FAKE_AI_URL}/v1`, AI_MODEL: 'modele-factice', AI_TIMEOUT_MS: '3000' }),
  ],
});
