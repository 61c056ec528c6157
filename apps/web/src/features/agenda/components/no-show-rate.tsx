import { noShowRateLabel } from '@praxis/shared/appointments/attendance-label';
import { useMonthAttendance } from '../api/get-attendance';

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });

/** Issue 17 §5: the month's no-show rate, computed by the server (absent ÷ attendance marked). */
export function NoShowRate({ month }: { month: string }) {
  const stats = useMonthAttendance(month);
  // The line is there while the figure loads: nothing around it moves when the figure comes.
  if (!stats.data) {
    return stats.isPending ? (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Taux d'absence du mois : <span className="font-medium tabular-nums">…</span>
      </p>
    ) : null;
  }
  const { absent, present, excused, noShowRate } = stats.data;
  const marked = absent + present + excused;
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const monthName = MONTH.format(new Date(year, monthNumber - 1, 1));
  return (
    <p
      className="text-sm text-muted-foreground"
      title={`${absent} absence${absent > 1 ? 's' : ''} sur ${marked} présence${marked > 1 ? 's' : ''} notée${marked > 1 ? 's' : ''} en ${monthName}`}
    >
      Taux d'absence du mois :{' '}
      <span className="font-medium text-foreground tabular-nums" data-testid="no-show-rate">
        {noShowRateLabel(noShowRate)}
      </span>
    </p>
  );
}
