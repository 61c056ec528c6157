import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { NewPatientWizard } from './use-new-patient-wizard';

type WizardFooterProps = { wizard: NewPatientWizard; onCancel: () => void };

/** Précédent, Annuler, and Suivant or, on the last tab, 'Créer le patient'. */
export function WizardFooter({ wizard, onCancel }: WizardFooterProps) {
  const isFirst = wizard.activeTab === 'identity';
  const isLast = wizard.activeTab === 'goals';
  return (
    <div className="flex shrink-0 items-center justify-between gap-2 border-t px-4 py-4 sm:px-6">
      <Button
        type="button"
        variant="outline"
        onClick={wizard.goPrevious}
        disabled={isFirst || wizard.isCreating}
      >
        <ChevronLeft aria-hidden="true" />
        <span className="max-sm:sr-only">Précédent</span>
      </Button>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={wizard.isCreating}>
          Annuler
        </Button>
        {isLast ? (
          <Button key="create" type="submit" disabled={!wizard.canCreate}>
            {wizard.isCreating ? 'Création...' : 'Créer le patient'}
          </Button>
        ) : (
          <Button key="next" type="button" onClick={() => void wizard.goNext()}>
            Suivant
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
