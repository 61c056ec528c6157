/** Spec 1 §2: Bonjour before noon, Bon après-midi from noon to 18:00, Bonsoir after. */
export function greetingForHour(hour: number): 'Bonjour' | 'Bon après-midi' | 'Bonsoir' {
  if (hour < 12) return 'Bonjour';
  if (hour < 18) return 'Bon après-midi';
  return 'Bonsoir';
}

export function displayFirstName(firstName: string | null | undefined): string {
  const trimmed = firstName?.trim();
  return trimmed ? trimmed : 'Praticien';
}
