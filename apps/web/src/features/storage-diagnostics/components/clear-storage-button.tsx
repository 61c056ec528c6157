import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
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
import { resetApplication } from '@/lib/reset-application';

export const CLEAR_FAILED = 'Failed to clear storage';

export function ClearStorageButton() {
  const queryClient = useQueryClient();
  const [isClearing, setIsClearing] = useState(false);

  const onConfirm = async () => {
    setIsClearing(true);
    try {
      await resetApplication(queryClient);
    } catch {
      toast.error(CLEAR_FAILED);
      setIsClearing(false);
    }
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Clear All Storage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Vider tout le stockage ?</DialogTitle>
          <DialogDescription>
            Le stockage local, le stockage de session, les bases IndexedDB et les service workers de
            Praxis seront effacés, puis vous serez déconnecté.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void onConfirm()} disabled={isClearing}>
            {isClearing ? 'Effacement…' : 'Tout effacer et se déconnecter'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
