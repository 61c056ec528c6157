import { noShowRateLabel } from '@praxis/shared/appointments/attendance-label';
import { useMonthAttendance } from '../api/get-attendance';

const LINE = 'basis-full text-sm text-muted-foreground sm:basis-auto';
const FIGURE = 'inline-block min-w-[5ch] font-medium tabular-nums';
const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });

/** Issue 17 §5: the month's no-show rate, computed by the server (absent ÷ attendance marked). */
export function NoShowRate({ month }: { month: string }) {
  const stats = useMonthAttendance(month);
  // The line is there while the figure loads, as wide as the widest figure ('100 %'), and alone on
  // its line on a phone: nothing around it moves when the figure comes (Lighthouse measured the
  // agenda's toolbar and calendar pushed down by 24 px, a layout shift of 0.14, issue 15).
  if (!stats.data) {
    return stats.isPending ? (
      <p className={LINE} aria-busy="true">
        Taux d'absence du mois : <span className={FIGURE}>…</span>
      </p>
    ) : null;
  }
  const { absent, present, excused, noShowRate } = stats.data;
  const marked = absent + present + excused;
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const monthName = MONTH.format(new Date(year, monthNumber - 1, 1));
  return (
    <p
      className={LINE}
      title={`${absent} absence${absent > 1 ? 's' : ''} sur ${marked} présence${marked > 1 ? 's' : ''} notée${marked > 1 ? 's' : ''} en ${monthName}`}
    >
      Taux d'absence du mois :{' '}
      <span className={`${FIGURE} text-foreground`} data-testid="no-show-rate">
        {noShowRateLabel(noShowRate)}
      </span>
    </p>
  );
}
