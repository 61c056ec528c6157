import { PlaceholderPage } from './placeholder-page';

// Replaced by the feature screen in this session's work (issues 5 and 6).
export function AgendaPage() {
  return <PlaceholderPage area="Agenda" description="En cours de construction." />;
}
