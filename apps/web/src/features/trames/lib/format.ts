import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** Spec 3 §2.5: list dates 'dd MMM yyyy'; §2.6: the header's 'd MMMM yyyy', in French. */
export const listDate = (iso: string) => format(parseISO(iso), 'dd MMM yyyy', { locale: fr });
export const longDate = (iso: string) => format(parseISO(iso), 'd MMMM yyyy', { locale: fr });
