import { Navigate, useParams } from 'react-router';
import { TestDetail } from '@/features/testotheque/components/test-detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /testeque/{id} (spec 3 §2.8), loaded on demand; an id that is not a UUID goes to /404. */
export function Component() {
  const { id } = useParams();
  if (!id || !UUID.test(id)) return <Navigate to="/404" replace />;
  return <TestDetail key={id} testId={id} />;
}
