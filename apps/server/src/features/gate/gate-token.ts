import { createHmac, timingSafeEqual } from 'node:crypto';

/** The unlock cookie holds an HMAC of the gate password: changing the password relocks everyone. */
export function gateToken(secret: string, password: string): string {
  return createHmac('sha256', secret).update(`access-gate:${password}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = createHmac('sha256', 'cmp').update(a).digest();
  const right = createHmac('sha256', 'cmp').update(b).digest();
  return timingSafeEqual(left, right);
}

export const GATE_COOKIE = 'praxis_gate';
