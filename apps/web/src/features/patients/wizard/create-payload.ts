import type {
  TGoalInput,
  TPatientCreateRequest,
  TRepresentativeInput,
} from '@praxis/shared/patients/schemas';
import { withoutLocalId, type LocalItem } from './local-items';
import { TAB_FIELDS } from './wizard-tabs';
import type { WizardField, WizardOutput } from './wizard-values';

const SCHOOL_FIELDS = ['schoolName', 'schoolLevel', 'schoolClass'] as const;

type CreationInput = {
  values: WizardOutput;
  isMajor: boolean;
  representatives: LocalItem<TRepresentativeInput>[];
  goals: LocalItem<TGoalInput>[];
};

/**
 * The body of POST /patients. The form's output is already trimmed with empty optional fields
 * absent; a cleared reason (null) is left out too. School fields belong to minors only (spec
 * 1 §2), so an adult's are dropped even if typed while the birth date said minor.
 */
export function createPayload({
  values,
  isMajor,
  representatives,
  goals,
}: CreationInput): TPatientCreateRequest {
  const { parcours, ...fields } = values;
  const patient = Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) =>
        value !== undefined && value !== null && !(isMajor && SCHOOL_FIELDS.some((f) => f === key)),
    ),
  ) as TPatientCreateRequest['patient'];
  return {
    patient,
    representatives: representatives.map((r) => withoutLocalId(r)),
    goals: goals.map((g) => withoutLocalId(g)),
    parcours,
  };
}

export type ServerFieldErrors = {
  /** Messages for the form's own fields. */
  fields: [WizardField, string][];
  representatives?: string;
  goals?: string;
};

const FORM_FIELDS = Object.values(TAB_FIELDS).flat();

/**
 * Spreads a 422's `fields` ('patient.email', 'representatives', 'goals.0.title'…) over the
 * wizard: form fields under their input, list problems on their tab.
 */
export function serverFieldErrors(fields: Record<string, string> | undefined): ServerFieldErrors {
  const result: ServerFieldErrors = { fields: [] };
  for (const [path, message] of Object.entries(fields ?? {})) {
    const [head, name] = path.split('.');
    if (head === 'representatives') result.representatives ??= message;
    else if (head === 'goals') result.goals ??= message;
    else if (head === 'parcours') result.fields.push(['parcours', message]);
    else if (head === 'patient') {
      const field = FORM_FIELDS.find((f) => f === name);
      if (field) result.fields.push([field, message]);
    }
  }
  return result;
}
