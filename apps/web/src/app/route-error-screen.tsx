import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** errorElement of the router: a render or navigation error inside any route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorScreen
      error={error}
      // Navigating again to the same page clears the router's error state and renders it anew.
      onRetry={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
      onHome={() => void navigate('/app')}
    />
  );
}
