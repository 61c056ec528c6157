import { api } from '@/lib/api-client';

export type TGateStatus = { enabled: boolean; unlocked: boolean };

export function getGateStatus(): Promise<TGateStatus> {
  return api.get<TGateStatus>('/api/gate');
}

/** The gate is locked again (its cookie is gone): shown before anything else. */
export const LOCKED_GATE: TGateStatus = { enabled: true, unlocked: false };
