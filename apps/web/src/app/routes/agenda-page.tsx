import { AgendaScreen } from '@/features/agenda/components/agenda-screen';

export function AgendaPage() {
  return <AgendaScreen />;
}
