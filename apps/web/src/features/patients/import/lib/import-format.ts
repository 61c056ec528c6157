/** '3 patients', '1 patient', '0 patient' (French: 0 and 1 take the singular). */
export function patientCountLabel(count: number, noun = 'patient'): string {
  return `${count.toLocaleString('fr-FR')} ${noun}${count > 1 ? 's' : ''}`;
}

/** 'YYYY-MM-DD' as 'DD/MM/YYYY', without going through a time zone. */
export function formatIsoDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
