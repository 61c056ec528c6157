import { OrganizationsOverview } from '@/features/organizations/components/organizations-overview';

export function OrganisationPage() {
  return <OrganizationsOverview />;
}
