import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

// The wizard's owner replaces this with the button that opens the 'Nouveau patient' dialog.
export function NewPatientButton() {
  return (
    <Button disabled>
      <Plus aria-hidden="true" />
      Nouveau patient
    </Button>
  );
}
