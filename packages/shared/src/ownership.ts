import { z } from 'zod';
import './zod-config';

/**
 * Who owns a row the scope can read (issue 10 §3): in a cabinet, colleagues see each other's rows
 * but only the owner changes them, so lists say whose a row is and whether it is one's own.
 */
export const ownershipShape = {
  isOwn: z.boolean(),
  /** The owner's display name; null for rows nobody owns (Praxis's shared items). */
  ownerName: z.string().nullable(),
};
export type TOwnership = { isOwn: boolean; ownerName: string | null };
