import { PARCOURS, PARCOURS_LABELS, type TParcoursValue } from '@praxis/shared/patients/constants';
import type { NewPatientWizard } from './use-new-patient-wizard';

const DESCRIPTIONS: Record<TParcoursValue, string> = {
  none: 'Le parcours pourra être choisi plus tard, depuis le dossier.',
  bilan: 'Un bilan est prévu, sans suivi pour le moment.',
  suivi: 'Une prise en charge régulière, sans bilan préalable ici.',
  both: "Un bilan d'abord, puis un suivi régulier.",
};

/** 'Parcours de soin': one of the four pathways (spec 1 §2). */
export function ParcoursTab({ wizard }: { wizard: NewPatientWizard }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Parcours de soin</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PARCOURS.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 accent-primary"
              {...wizard.register('parcours')}
            />
            <span className="grid gap-1">
              <span className="text-sm font-medium">{PARCOURS_LABELS[value]}</span>
              <span className="text-xs text-muted-foreground">{DESCRIPTIONS[value]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
