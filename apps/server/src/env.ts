import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /** Other addresses the app is opened at (comma-separated origins, e.g. http://192.168.1.10:3000). */
  TRUSTED_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Praxis <no-reply@praxis.local>'),
  ACCESS_GATE_PASSWORD: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Days the audit trail keeps a row (issue 16 §1); purged every night. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'AUDIT_RETENTION_DAYS doit être un nombre de jours' })
    .int('AUDIT_RETENTION_DAYS doit être un nombre entier de jours')
    .min(1, 'AUDIT_RETENTION_DAYS doit valoir au moins 1')
    .max(36_500, 'AUDIT_RETENTION_DAYS doit valoir au plus 36500')
    .default(365),
  /** Hours without any request after which a session expires (issue 16 §7). */
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: 'SESSION_IDLE_HOURS doit être un nombre d’heures' })
    .int('SESSION_IDLE_HOURS doit être un nombre entier d’heures')
    .min(1, 'SESSION_IDLE_HOURS doit valoir au moins 1')
    .max(24 * 90, 'SESSION_IDLE_HOURS doit valoir au plus 2160')
    .default(12),
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed (comma-separated IPs). */
  TRUSTED_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Written as text: z.coerce.boolean() would read "false" as true.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /** Where reminder SMS go: the outbox folder (default) or Brevo's transactional SMS API. */
  SMS_PROVIDER: z.enum(['outbox', 'brevo'], { error: 'SMS_PROVIDER doit valoir outbox ou brevo' }).default('outbox'),
  SMS_API_KEY: z.string().min(1).optional(),
  /** The name shown as the SMS's sender: 11 letters or digits at most (operators' rule). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'SMS_SENDER : 11 lettres ou chiffres au plus, sans espace')
    .default('Praxis'),
  SMS_API_URL: z.url().default('https://api.brevo.com'),
});

/** An SMS provider reached over HTTP (SMS_PROVIDER=brevo); unset: SMS go to the outbox. */
export type SmsProviderEnv = { provider: 'brevo'; apiUrl: string; apiKey: string; sender: string };

/** S3-compatible file storage, used instead of DATA_DIR/files when S3_BUCKET is set. */
export type S3Env = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** An OpenAI-compatible chat completions endpoint for the assistants (AI_BASE_URL + AI_MODEL). */
export type AiEnv = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Without a first answer byte or a new chunk for this long, the call is abandoned. */
  timeoutMs: number;
};

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Stored files of the local-disk storage: DATA_DIR/files. */
  filesDir: string;
  /** Set when S3_BUCKET is: files then live in that bucket, not in filesDir. */
  s3: S3Env | undefined;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL was set: only it (and trustedOrigins) may sign in; otherwise any address the server is reached at. */
  publicUrlSet: boolean;
  /** TRUSTED_ORIGINS, as origins. */
  trustedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  accessGatePassword: string | undefined;
  authSecret: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDistDir: string;
  /** Requests per minute and per IP on sign-in, sign-up and password reset. */
  authRateLimitPerMinute: number;
  /** Unset: the assistants answer with the spec's placeholder reply. */
  ai: AiEnv | undefined;
  /** AUDIT_RETENTION_DAYS: audit rows older than this are purged every night. */
  auditRetentionDays: number;
  /** SESSION_IDLE_HOURS, in seconds: a session unused this long expires. */
  sessionIdleSeconds: number;
  /** TRUSTED_PROXY: TCP peers whose X-Forwarded-For gives the client address (lib/client-ip.ts). */
  trustedProxies: string[];
  sms: SmsProviderEnv | undefined;
};

/** Reads AUTH_SECRET from the environment, or from DATA_DIR where it is generated once. */
function resolveAuthSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function resolveSms(e: z.infer<typeof ZEnv>): SmsProviderEnv | undefined {
  if (e.SMS_PROVIDER === 'outbox') return undefined;
  if (!e.SMS_API_KEY) throw new Error('Configuration invalide : SMS_PROVIDER=brevo demande SMS_API_KEY');
  return { provider: e.SMS_PROVIDER, apiUrl: e.SMS_API_URL, apiKey: e.SMS_API_KEY, sender: e.SMS_SENDER };
}

function resolveS3(e: z.infer<typeof ZEnv>): S3Env | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Configuration invalide : S3_BUCKET demande S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? ['true', '1'].includes(e.S3_FORCE_PATH_STYLE) : !!e.S3_ENDPOINT,
  };
}

function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return new URL(item).origin;
      } catch {
        throw new Error(`Configuration invalide : TRUSTED_ORIGINS contient « ${item} », qui n'est pas une adresse (ex. http://192.168.1.10:3000)`);
      }
    });
}

/** An IPv4 address as Node reports it on a dual-stack socket (::ffff:10.0.0.5) is the IPv4 one. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed.toLowerCase();
}

function parseProxies(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      if (!isIP(item)) throw new Error(`Configuration invalide : TRUSTED_PROXY contient « ${item} », qui n'est pas une adresse IP (ex. 10.0.0.5)`);
      return normalizeIp(item);
    });
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuration invalide : ${details}`);
  }
  const e = parsed.data;
  // A relative DATA_DIR is read from where `npm start` was typed (npm passes it down as INIT_CWD
  // to the workspace scripts, which run in apps/server), so that README's ./data is the root's.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    s3: resolveS3(e),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustedOrigins: parseOrigins(e.TRUSTED_ORIGINS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessGatePassword: e.ACCESS_GATE_PASSWORD,
    authSecret: resolveAuthSecret(dataDir, e.AUTH_SECRET),
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    sessionIdleSeconds: e.SESSION_IDLE_HOURS * 3600,
    trustedProxies: parseProxies(e.TRUSTED_PROXY),
    sms: resolveSms(e),
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'),
    ),
  };
}
