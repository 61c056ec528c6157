import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

export const NO_VALUE = '—';

/** An appointment instant as a day: 'dd/MM' on cards, 'dd/MM/yy' in the table (spec 1 §2). */
export function formatAppointmentDay(instant: string | null, style: 'short' | 'long'): string {
  if (!instant) return NO_VALUE;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return format(date, style === 'short' ? 'dd/MM' : 'dd/MM/yy', { locale: fr });
}

/** 'x–y sur N patients' under the list. */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 patient';
  const n = (value: number) => value.toLocaleString('fr-FR');
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${n(first)}–${n(last)} sur ${n(total)} patient${total > 1 ? 's' : ''}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
