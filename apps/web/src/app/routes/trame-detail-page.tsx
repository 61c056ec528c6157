import { Navigate, useParams } from 'react-router';
import { TrameDetail } from '@/features/trames/components/trame-detail';

/** /trames/{id} (spec 3 §2.6), loaded on demand. */
export function Component() {
  const { id } = useParams();
  if (!id) return <Navigate to="/trames" replace />;
  return <TrameDetail key={id} id={id} />;
}
