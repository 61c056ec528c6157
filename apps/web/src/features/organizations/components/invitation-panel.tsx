import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { MailOpen } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

/** /invitations/:id: the signed-in invitee accepts an organisation invitation. */
export function InvitationPanel({ invitationId }: { invitationId: string }) {
  const invitation = useInvitation(invitationId);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  if (invitation.isPending) return <Skeleton className="mx-auto h-56 w-full max-w-lg rounded-xl" />;
  if (invitation.isError) {
    return (
      <Card role="alert" className="mx-auto w-full max-w-lg">
        <CardHeader>
          <CardTitle>Invitation indisponible</CardTitle>
          <CardDescription>{invitation.error.message}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to="/app">Retour à l'accueil</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const { organizationName, inviterEmail, expiresAt } = invitation.data;
  const onAccept = () =>
    accept.mutate(invitationId, {
      onSuccess: () => {
        toast.success(`Vous avez rejoint « ${organizationName} »`);
        void navigate('/organisation', { replace: true });
      },
    });

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailOpen className="size-6" aria-hidden="true" />
        </div>
        <CardTitle as="h2">Invitation à rejoindre « {organizationName} »</CardTitle>
        <CardDescription>
          {inviterEmail} vous invite à rejoindre cette organisation. Valable jusqu'au{' '}
          {format(new Date(expiresAt), "d MMMM yyyy 'à' HH:mm", { locale: fr })}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          En l'acceptant, l'organisation devient votre contexte actif : vous verrez les données
          partagées par ses membres.
        </p>
        <FormError message={accept.error?.message} />
      </CardContent>
      <CardFooter className="flex-wrap justify-end">
        <Button asChild variant="outline">
          <Link to="/app">Plus tard</Link>
        </Button>
        <Button onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? 'Acceptation…' : "Accepter l'invitation"}
        </Button>
      </CardFooter>
    </Card>
  );
}
