import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadEnv } from './env';

const base = { AUTH_SECRET: 'x'.repeat(40) };

it('reads a relative DATA_DIR from the directory npm was started in (INIT_CWD), not the workspace', () => {
  const root = path.join(os.tmpdir(), 'praxis-depot');
  const env = loadEnv({ ...base, INIT_CWD: root });
  expect(env.dataDir).toBe(path.join(root, 'data'));
  expect(env.filesDir).toBe(path.join(root, 'data', 'files'));
  expect(loadEnv({ ...base, INIT_CWD: root, DATA_DIR: 'autre/dossier' }).dataDir).toBe(path.join(root, 'autre', 'dossier'));
});

it('keeps an absolute DATA_DIR, and falls back to the current directory without npm', () => {
  const absolute = path.join(os.tmpdir(), 'praxis-absolu');
  expect(loadEnv({ ...base, INIT_CWD: '/ailleurs', DATA_DIR: absolute }).dataDir).toBe(absolute);
  expect(loadEnv({ ...base }).dataDir).toBe(path.resolve(process.cwd(), 'data'));
});

it('trusts the address the server is reached at only when PUBLIC_URL is not set', () => {
  expect(loadEnv({ ...base }).publicUrlSet).toBe(false);
  const env = loadEnv({ ...base, PUBLIC_URL: 'https://praxis.exemple.fr/', TRUSTED_ORIGINS: 'http://192.168.1.10:3000/' });
  expect(env).toMatchObject({ publicUrl: 'https://praxis.exemple.fr', publicUrlSet: true, trustedOrigins: ['http://192.168.1.10:3000'] });
});

it('keeps audit rows 365 days unless AUDIT_RETENTION_DAYS says otherwise, refusing a wrong value in French', () => {
  expect(loadEnv({ ...base }).auditRetentionDays).toBe(365);
  expect(loadEnv({ ...base, AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
  expect(() => loadEnv({ ...base, AUDIT_RETENTION_DAYS: 'un an' })).toThrow('AUDIT_RETENTION_DAYS doit être un nombre de jours');
  expect(() => loadEnv({ ...base, AUDIT_RETENTION_DAYS: '1.5' })).toThrow('AUDIT_RETENTION_DAYS doit être un nombre entier de jours');
  expect(() => loadEnv({ ...base, AUDIT_RETENTION_DAYS: '0' })).toThrow('AUDIT_RETENTION_DAYS doit valoir au moins 1');
  expect(() => loadEnv({ ...base, AUDIT_RETENTION_DAYS: '40000' })).toThrow('AUDIT_RETENTION_DAYS doit valoir au plus 36500');
});
