import { CircleAlert, UserCheck } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { FormProvider } from 'react-hook-form';
import { patientMessages } from '@praxis/shared/patients/constants';
import { FormError } from '@/components/form-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { ContactTab } from './contact-tab';
import { GoalsTab } from './goals-tab';
import { IdentityTab } from './identity-tab';
import { MedicalTab } from './medical-tab';
import { ParcoursTab } from './parcours-tab';
import { RepresentativesTab } from './representatives-tab';
import { useNewPatientWizard, type NewPatientWizard as Wizard } from './use-new-patient-wizard';
import { WizardFooter } from './wizard-footer';
import { WizardTabList } from './wizard-tab-list';
import { WIZARD_TABS, type WizardTabId } from './wizard-tabs';

type NewPatientWizardProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Nouveau patient' dialog (spec 1 §2): six tabs, one creation at the end. */
export function NewPatientWizard({ open, onOpenChange }: NewPatientWizardProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex h-[calc(100dvh-2rem)] flex-col gap-0 p-0 sm:h-[min(46rem,calc(100dvh-2rem))] sm:max-w-4xl"
        // A click beside the dialog must not throw away a half-typed patient: closing takes
        // 'Annuler', the close button or Escape.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <WizardContent onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WizardContent({ onDone }: { onDone: () => void }) {
  const wizard = useNewPatientWizard(onDone);
  return (
    <FormProvider {...wizard.form}>
      <DialogHeader className="border-b px-6 pt-6 pb-4">
        <DialogTitle>Nouveau patient</DialogTitle>
        <MajorityLine isMajor={wizard.isMajor} />
      </DialogHeader>
      <form
        onSubmit={(event) => {
          // Enter in a field moves on like 'Suivant'; only the last tab creates the patient.
          if (wizard.activeTab === 'goals') return void wizard.submit(event);
          event.preventDefault();
          void wizard.goNext();
        }}
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        aria-label="Nouveau patient"
      >
        <Tabs.Root
          value={wizard.activeTab}
          onValueChange={(value) => {
            const tab = WIZARD_TABS.find((t) => t.id === value);
            if (tab) void wizard.goTo(tab.id);
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <WizardTabList invalidTabs={wizard.invalidTabs} />
          <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-6 py-5">
            <FormError message={wizard.bannerError} />
            <TabPanels wizard={wizard} />
          </div>
        </Tabs.Root>
        <WizardFooter wizard={wizard} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}

function MajorityLine({ isMajor }: { isMajor: boolean }) {
  const Icon = isMajor ? UserCheck : CircleAlert;
  return (
    <DialogDescription
      className={cn(
        'flex items-center gap-2 font-medium',
        isMajor ? 'text-muted-foreground' : 'text-amber-700 dark:text-amber-300',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {isMajor ? patientMessages.majorHeader : patientMessages.minorHeader}
    </DialogDescription>
  );
}

function TabPanel({ id, children }: { id: WizardTabId; children: React.ReactNode }) {
  return (
    // Kept mounted while hidden: what was chosen on a tab (a half-set birth date…) stays.
    <Tabs.Content value={id} forceMount className="outline-none data-[state=inactive]:hidden">
      {children}
    </Tabs.Content>
  );
}

function TabPanels({ wizard }: { wizard: Wizard }) {
  return (
    <>
      <TabPanel id="identity">
        <IdentityTab wizard={wizard} />
      </TabPanel>
      <TabPanel id="contact">
        <ContactTab wizard={wizard} />
      </TabPanel>
      <TabPanel id="representatives">
        <RepresentativesTab wizard={wizard} />
      </TabPanel>
      <TabPanel id="medical">
        <MedicalTab wizard={wizard} />
      </TabPanel>
      <TabPanel id="parcours">
        <ParcoursTab wizard={wizard} />
      </TabPanel>
      <TabPanel id="goals">
        <GoalsTab wizard={wizard} />
      </TabPanel>
    </>
  );
}
