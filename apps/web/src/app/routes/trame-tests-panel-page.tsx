import { Navigate, useParams } from 'react-router';
import { TrameTestsPanel } from '@/features/testotheque/components/trame-tests-panel';

/**
 * TEMPORARY (issue 13): mounts the Tests tab of a trame on its own until the trame detail page
 * (issue 11) shows it in its Tests tab; the e2e of the panel uses it. Remove with that wiring.
 */
export function Component() {
  const { id } = useParams();
  if (!id) return <Navigate to="/404" replace />;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <TrameTestsPanel trameId={id} />
    </div>
  );
}
