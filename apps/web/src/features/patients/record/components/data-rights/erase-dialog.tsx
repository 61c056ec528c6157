import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { confirmationMatches, dataRightsMessages, erasureConfirmationOf } from '@praxis/shared/patients/data-rights';
import { FormDialog } from '@/components/form-dialog';
import { TypedConfirmationField } from '@/components/typed-confirmation-field';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/server-errors';
import { useErasePatient } from '../../../api/data-rights';

type Patient = { id: string; firstName: string; lastName: string };

/** 'Supprimer définitivement': the patient's full name typed again, then everything is erased. */
export function EraseDialog({ patient, isOpen, onClose }: { patient: Patient; isOpen: boolean; onClose: () => void }) {
  const erase = useErasePatient(patient.id);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const expected = erasureConfirmationOf(patient);

  const close = () => {
    setTyped('');
    erase.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    erase.mutate(typed, {
      onSuccess: () => {
        toast.success(dataRightsMessages.erased);
        void navigate('/patients', { replace: true });
      },
    });
  };

  return (
    <FormDialog isOpen={isOpen} onClose={close} title={dataRightsMessages.eraseTitle} description={dataRightsMessages.eraseDescription}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TypedConfirmationField
          label={dataRightsMessages.eraseConfirmLabel}
          hintLabel="Nom à saisir"
          expected={expected}
          value={typed}
          onChange={setTyped}
        />
        {erase.error ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(erase.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" variant="destructive" disabled={!confirmationMatches(typed, patient) || erase.isPending}>
            {dataRightsMessages.eraseAction}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
