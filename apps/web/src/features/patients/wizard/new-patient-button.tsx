import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { NewPatientWizard } from './new-patient-wizard';

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
      <NewPatientWizard open={isOpen} onOpenChange={setOpen} />
    </>
  );
}
