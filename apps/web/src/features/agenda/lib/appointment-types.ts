import type { TAppointmentType } from '@praxis/shared/settings/schemas';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Spec 2 §7: active types only, ordered by name (the agenda's type filter: colleagues' too). */
export function selectableTypes(
  types: readonly TAppointmentType[] | undefined,
): TAppointmentType[] {
  return (types ?? []).filter((t) => t.isActive).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * What the wizard and the edit form offer: one's own active types. The server books an appointment
 * only with the user's own type, even in a cabinet (docs/decisions.md, issue 10 §3).
 */
export function bookableTypes(types: readonly TAppointmentType[] | undefined): TAppointmentType[] {
  return selectableTypes(types).filter((t) => t.isOwn);
}
