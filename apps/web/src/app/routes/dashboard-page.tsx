import { DayOverview } from '@/features/dashboard/components/day-overview';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { EntryCards } from '@/features/dashboard/components/entry-cards';
import { useProfile } from '@/features/profile/api/get-profile';

export function DashboardPage() {
  const profile = useProfile();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <DashboardGreeting
        firstName={profile.data?.firstName}
        isLoading={profile.isPending}
        error={profile.isError ? profile.error.message : undefined}
        onRetry={() => void profile.refetch()}
      />
      <DayOverview />
      <EntryCards />
    </div>
  );
}
