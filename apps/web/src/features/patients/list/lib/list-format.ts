import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { pageRangeLabel as sharedPageRangeLabel } from '@/lib/pagination';

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
  return sharedPageRangeLabel(page, pageSize, total, { one: 'patient', many: 'patients' });
}

export { pageCount } from '@/lib/pagination';
