import { formatBytes, type StorageQuota } from '@/lib/storage-diagnostics';
import { cn } from '@/lib/utils';

/** Spec 3 §2.10: green up to 50 %, amber above 50, red above 80. */
function quotaColor(percent: number): string {
  if (percent > 80) return 'bg-destructive';
  if (percent > 50) return 'bg-warning';
  return 'bg-success';
}

export function QuotaBar({ quota }: { quota: StorageQuota | null }) {
  if (!quota)
    return <p className="text-sm text-muted-foreground">Quota non communiqué par ce navigateur.</p>;
  const percent = Math.min(100, quota.percent);
  const label = `${formatBytes(quota.usage)} utilisés sur ${formatBytes(quota.quota)} (${percent.toFixed(1).replace('.', ',')} %)`;
  return (
    <div className="grid gap-2">
      <div
        role="meter"
        aria-label="Quota de stockage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent.toFixed(1))}
        aria-valuetext={label}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', quotaColor(percent))}
          style={{ width: `${Math.max(percent, 1)}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
