/** Spec 1 §2: the record's id must match the UUID versions 1 to 5 pattern. */
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isPatientId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_V1_TO_V5.test(value);
}
