import type { TAppointmentType } from '@praxis/shared/settings/schemas';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Spec 2 §7: the wizard lists active types only, ordered by name. */
export function selectableTypes(
  types: readonly TAppointmentType[] | undefined,
): TAppointmentType[] {
  return (types ?? []).filter((t) => t.isActive).sort((a, b) => collator.compare(a.name, b.name));
}
