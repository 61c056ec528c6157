import { PlaceholderPage } from './placeholder-page';

// Replaced by the feature screen in this session's work (issues 5 and 6).
export function PatientRecordPage() {
  return <PlaceholderPage area="Dossier patient" description="En cours de construction." />;
}
