import { useRouteError } from 'react-router';
import { PageFailure } from './PageFailure.tsx';

/**
 * The router's error element: what fails outside the signed-in frame (the sign-in page, the portal, the frame itself)
 * shows PageFailure on the whole window instead of a blank one. A page inside the frame fails within it
 * (shell/PageErrorBoundary.tsx).
 */
export default function RouteErrorPage() {
  return <PageFailure error={useRouteError()} />;
}
