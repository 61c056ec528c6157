import { Download, Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import {
  accountDeletionMessages,
  accountExportMessages,
} from '@praxis/shared/patients/data-rights';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

// Loaded on first opening: the settings route is close to its JavaScript budget (issue 15).
const AccountExportDialog = lazy(() =>
  import('./account-export-dialog').then((m) => ({ default: m.AccountExportDialog })),
);
const AccountDeleteDialog = lazy(() =>
  import('./account-delete-dialog').then((m) => ({ default: m.AccountDeleteDialog })),
);

/** Paramètres → Sécurité: the account's data rights (issue 16 §2). */
export function AccountDataCard() {
  const [isExportOpen, setExportOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const email = useSession().data?.user.email;
  return (
    <Card role="region" aria-labelledby="account-data-title" className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" id="account-data-title" className="text-base">
          {accountExportMessages.cardTitle}
        </CardTitle>
        <CardDescription>{accountExportMessages.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2 px-5">
        <Button variant="outline" onClick={() => setExportOpen(true)}>
          <Download aria-hidden="true" />
          {accountExportMessages.action}
        </Button>
        <Button variant="destructive" onClick={() => setDeleteOpen(true)} disabled={!email}>
          <Trash2 aria-hidden="true" />
          {accountDeletionMessages.action}
        </Button>
      </CardContent>
      <MountWhenOpened open={isExportOpen}>
        <AccountExportDialog isOpen={isExportOpen} onClose={() => setExportOpen(false)} />
      </MountWhenOpened>
      {email ? (
        <MountWhenOpened open={isDeleteOpen}>
          <AccountDeleteDialog
            email={email}
            isOpen={isDeleteOpen}
            onClose={() => setDeleteOpen(false)}
          />
        </MountWhenOpened>
      ) : null}
    </Card>
  );
}
