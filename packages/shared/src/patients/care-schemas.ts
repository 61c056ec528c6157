/** The record's care: representatives, goals, parcours and instructions (spec 1 §6–§8). */
import { z } from 'zod';
import '../zod-config';
import { NAME_MAX, CUSTOM_RELATION_MAX, RELATIONS, PARCOURS, GOAL_PRIORITIES, GOAL_STATUSES, patientMessages, representativeMessages, goalMessages, instructionMessages } from './constants';
import { trimmed, emptyToUndefined, optionalText, EMAIL_PATTERN, REPRESENTATIVE_PHONE_PATTERN, isRealIsoDate } from './field-rules';

// ---------- Representatives ----------
export const ZRepresentativeInput = z
  .object({
    /** Accepted (spec 1 §3: client-generated before saving) but ignored: the server assigns the id (issue 16 §6). */
    id: z.uuid().optional(),
    firstName: z.string({ error: representativeMessages.firstNameRequired }).trim().min(1, representativeMessages.firstNameRequired).max(NAME_MAX, patientMessages.firstNameTooLong),
    lastName: z.string({ error: representativeMessages.lastNameRequired }).trim().min(1, representativeMessages.lastNameRequired).max(NAME_MAX, patientMessages.nameTooLong),
    relation: z.enum(RELATIONS, { error: representativeMessages.relationRequired }),
    customRelation: z.preprocess(emptyToUndefined, z.string().max(CUSTOM_RELATION_MAX, representativeMessages.customRelationTooLong).optional()),
    email: z.string({ error: representativeMessages.emailRequired }).trim().min(1, representativeMessages.emailRequired).regex(EMAIL_PATTERN, representativeMessages.emailInvalid),
    phone: z.string({ error: representativeMessages.phoneRequired }).trim().min(1, representativeMessages.phoneRequired).regex(REPRESENTATIVE_PHONE_PATTERN, representativeMessages.phoneInvalid),
    isPrimary: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.relation === 'other' && !r.customRelation) {
      ctx.addIssue({ code: 'custom', path: ['customRelation'], message: representativeMessages.customRelationRequired });
    }
  });
export type TRepresentativeInput = z.infer<typeof ZRepresentativeInput>;

export const ZRepresentative = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** One of RELATIONS, or the free text typed for 'other'. */
  relation: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type TRepresentative = z.infer<typeof ZRepresentative>;

// ---------- Goals ----------
const ZProgress = z.coerce.number({ error: goalMessages.progressRange }).int(goalMessages.progressRange).min(0, goalMessages.progressRange).max(100, goalMessages.progressRange);

export const ZGoalInput = z.object({
  title: z.string({ error: goalMessages.titleRequired }).trim().min(1, goalMessages.titleRequired).max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  description: z.string({ error: goalMessages.descriptionRequired }).trim().min(1, goalMessages.descriptionRequired).max(5000, 'La description ne peut pas dépasser 5000 caractères'),
  /** 'YYYY-MM-DD', not before today (checked against the caller's today: see isTargetDateValid). */
  targetDate: z.preprocess((v) => (v === '' ? null : v), z.string().refine(isRealIsoDate, 'Date invalide').nullable().optional()),
  priority: z.enum(GOAL_PRIORITIES, { error: 'Priorité invalide' }).default('medium'),
  progressPercentage: ZProgress.default(0),
  notes: optionalText(5000),
  status: z.enum(GOAL_STATUSES, { error: 'Statut invalide' }).optional(),
});
export type TGoalInput = z.infer<typeof ZGoalInput>;
/**
 * PATCH of a goal: only the fields sent change. No defaults here (a partial ZGoalInput would
 * put priority and progress back to medium and 0 on every status change); notes null clears.
 */
export const ZGoalPatch = z.object({
  title: ZGoalInput.shape.title.optional(),
  description: ZGoalInput.shape.description.optional(),
  targetDate: ZGoalInput.shape.targetDate,
  priority: z.enum(GOAL_PRIORITIES, { error: 'Priorité invalide' }).optional(),
  progressPercentage: ZProgress.optional(),
  notes: ZGoalInput.shape.notes.nullable(),
  status: ZGoalInput.shape.status,
});
export type TGoalPatch = z.infer<typeof ZGoalPatch>;

export const ZGoal = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  title: z.string(),
  description: z.string(),
  targetDate: z.string().nullable(),
  priority: z.enum(GOAL_PRIORITIES),
  progressPercentage: z.number(),
  notes: z.string().nullable(),
  status: z.enum(GOAL_STATUSES),
  createdAt: z.string(),
});
export type TGoal = z.infer<typeof ZGoal>;

// ---------- Parcours ----------
export const ZParcoursInput = z.object({ parcours: z.enum(PARCOURS, { error: 'Parcours invalide' }) });
export const ZParcoursRecord = z.object({
  id: z.uuid(),
  parcours: z.enum(PARCOURS),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type TParcoursRecord = z.infer<typeof ZParcoursRecord>;
/** GET /patients/{id}/parcours: the current record (null if none) and the ended ones, newest first. */
export const ZParcoursState = z.object({ current: ZParcoursRecord.nullable(), history: z.array(ZParcoursRecord) });
export type TParcoursState = z.infer<typeof ZParcoursState>;

// ---------- Instructions ----------
export const ZInstructionInput = z.object({
  title: z.string({ error: instructionMessages.required }).trim().min(1, instructionMessages.required).max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  content: z.string({ error: instructionMessages.required }).trim().min(1, instructionMessages.required).max(10_000, 'Le contenu ne peut pas dépasser 10000 caractères'),
  category: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v)), z.string().max(100, 'La catégorie ne peut pas dépasser 100 caractères').nullable().optional()),
});
export type TInstructionInput = z.infer<typeof ZInstructionInput>;
export const ZInstruction = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  createdAt: z.string(),
});
export type TInstruction = z.infer<typeof ZInstruction>;
