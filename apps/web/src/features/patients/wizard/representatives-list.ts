import type { TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { newLocalId, type LocalItem } from './local-items';

export type WizardRepresentative = LocalItem<TRepresentativeInput>;

/** Exactly one primary: `primaryId`'s, or the first one when it is gone (spec 1 §4). */
function withPrimary(list: WizardRepresentative[], primaryId: string | undefined) {
  const id = list.some((r) => r.localId === primaryId) ? primaryId : list[0]?.localId;
  return list.map((r) => ({ ...r, isPrimary: r.localId === id }));
}

function currentPrimaryId(list: WizardRepresentative[]): string | undefined {
  return list.find((r) => r.isPrimary)?.localId;
}

/** The first one added becomes primary; one added as primary takes it from the others. */
export function addRepresentative(
  list: WizardRepresentative[],
  values: TRepresentativeInput,
  localId = newLocalId(),
): WizardRepresentative[] {
  const next = [...list, { ...values, localId }];
  return withPrimary(next, values.isPrimary ? localId : (currentPrimaryId(list) ?? localId));
}

/**
 * Marking one primary unsets the others. Unmarking the primary hands it to the first other
 * one: a patient with representatives always has a primary contact.
 */
export function updateRepresentative(
  list: WizardRepresentative[],
  localId: string,
  values: TRepresentativeInput,
): WizardRepresentative[] {
  const next = list.map((r) => (r.localId === localId ? { ...values, localId } : r));
  const wasPrimary = currentPrimaryId(list) === localId;
  if (values.isPrimary) return withPrimary(next, localId);
  if (!wasPrimary) return withPrimary(next, currentPrimaryId(list));
  const heir = next.find((r) => r.localId !== localId)?.localId ?? localId;
  return withPrimary(next, heir);
}

export function makePrimary(list: WizardRepresentative[], localId: string): WizardRepresentative[] {
  return withPrimary(list, localId);
}

/** Deleting the primary makes the first remaining one primary. */
export function removeRepresentative(
  list: WizardRepresentative[],
  localId: string,
): WizardRepresentative[] {
  return withPrimary(
    list.filter((r) => r.localId !== localId),
    currentPrimaryId(list),
  );
}
