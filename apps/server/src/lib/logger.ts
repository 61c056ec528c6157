import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'praxis' },
    // Never log request bodies or auth material: health data must not reach the logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  });
}
