import { useParams } from 'react-router';
import { InvitationPanel } from '@/features/organizations/components/invitation-panel';

export function InvitationPage() {
  const { id = '' } = useParams();
  return <InvitationPanel key={id} invitationId={id} />;
}
