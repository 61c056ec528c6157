import { Plus } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Its forms (react-hook-form, the patient schemas) are fetched on first opening (issue 15). */
const NewPatientWizard = lazy(() =>
  import('./new-patient-wizard').then((m) => ({ default: m.NewPatientWizard })),
);

type NewPatientButtonProps = {
  /** The button's text; 'Nouveau patient' with a + by default ('Créer un patient' in the empty list). */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/** Opens the 'Nouveau patient' wizard. */
export function NewPatientButton({ children, variant, size, className }: NewPatientButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        {children ?? (
          <>
            <Plus aria-hidden="true" />
            Nouveau patient
          </>
        )}
      </Button>
      <MountWhenOpened open={isOpen}>
        <NewPatientWizard open={isOpen} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
