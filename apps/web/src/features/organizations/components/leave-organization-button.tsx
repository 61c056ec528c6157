import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useLeaveOrganization } from '../api/leave-organization';

export function LeaveOrganizationButton({ organization }: { organization: TOrganizationSummary }) {
  const [isOpen, setIsOpen] = useState(false);
  const leave = useLeaveOrganization();

  const onConfirm = () => {
    leave.mutate(organization.id, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(`Vous avez quitté « ${organization.name} »`);
      },
    });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        leave.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          Quitter l'organisation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quitter « {organization.name} » ?</DialogTitle>
          <DialogDescription>
            Vous n'aurez plus accès aux données partagées de cette organisation. Vous repasserez en
            mode privé si elle était active.
          </DialogDescription>
        </DialogHeader>
        <FormError message={leave.error?.message} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={leave.isPending}>
            {leave.isPending ? 'Départ…' : 'Quitter'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
