import { z } from '@hono/zod-openapi';

/** Path ids: a malformed one answers 404 like a missing row (lib/validation.ts). */
export const ZPatientParam = z.object({ id: z.uuid() });
export const ZRepresentativeParam = ZPatientParam.extend({ repId: z.uuid() });
export const ZGoalParam = ZPatientParam.extend({ goalId: z.uuid() });
export const ZInstructionParam = ZPatientParam.extend({ instructionId: z.uuid() });
