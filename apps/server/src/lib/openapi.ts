import { z } from '@hono/zod-openapi';

export const ZErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export const errorResponses = {
  401: { description: 'Non authentifié', content: { 'application/json': { schema: ZErrorResponse } } },
  403: { description: 'Interdit', content: { 'application/json': { schema: ZErrorResponse } } },
  404: { description: 'Introuvable', content: { 'application/json': { schema: ZErrorResponse } } },
  409: { description: 'Conflit (doublon)', content: { 'application/json': { schema: ZErrorResponse } } },
  413: { description: 'Fichier trop volumineux', content: { 'application/json': { schema: ZErrorResponse } } },
  422: { description: 'Données invalides', content: { 'application/json': { schema: ZErrorResponse } } },
} as const;

export const json = <T>(schema: T) => ({ 'application/json': { schema } });

/** `{id}` of a path: a malformed id answers 404 like a missing row (lib/validation.ts). */
export const ZIdParam = z.object({ id: z.uuid() });
