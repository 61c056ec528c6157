import { createRoute } from '@hono/zod-openapi';
import { ZProfile, ZProfileUpdate } from '@praxis/shared/profile/schemas';
import { ZWorkingHours } from '@praxis/shared/profile/working-hours';
import { createRouter, requireUser } from '../../lib/context';
import { errorResponses } from '../../lib/openapi';
import { getProfile } from './get-profile';
import { updateProfile, updateWorkingHours } from './update-profile';

const json = <T>(schema: T) => ({ 'application/json': { schema } });

const readProfile = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['Profil'],
  summary: 'Profil du praticien connecté',
  responses: {
    200: { description: 'Profil', content: json(ZProfile) },
    401: errorResponses[401],
  },
});

const patchProfile = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['Profil'],
  summary: 'Modifier le profil du praticien connecté',
  request: { body: { required: true, content: json(ZProfileUpdate) } },
  responses: {
    200: { description: 'Profil modifié', content: json(ZProfile) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const patchWorkingHours = createRoute({
  method: 'patch',
  path: '/profile/working-hours',
  tags: ['Profil'],
  summary: 'Horaires de travail du praticien connecté',
  description: "Jours (1 = lundi … 7 = dimanche) et heures 'HH:MM' ombrés comme temps de travail dans l'agenda ; le début précède la fin.",
  request: { body: { required: true, content: json(ZWorkingHours) } },
  responses: {
    200: { description: 'Profil avec les horaires modifiés', content: json(ZProfile) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

export const profileRoutes = createRouter()
  .openapi(readProfile, async (c) => {
    const user = requireUser(c);
    return c.json(await getProfile(c.var.deps.db, user.id), 200);
  })
  .openapi(patchProfile, async (c) => {
    const user = requireUser(c);
    return c.json(await updateProfile(c.var.deps.db, user.id, c.req.valid('json')), 200);
  })
  .openapi(patchWorkingHours, async (c) => {
    const user = requireUser(c);
    return c.json(await updateWorkingHours(c.var.deps.db, user.id, c.req.valid('json')), 200);
  });
