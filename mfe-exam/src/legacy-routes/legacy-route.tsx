import { Navigate, useLocation, useParams } from 'react-router-dom';
import { legacyExamId, resolveLegacy, type LegacyTarget } from './legacy-routes';

/** Renders one legacy route of 001 §2.1 as a replace-navigation to today's screen (./legacy-routes.ts). */
export function LegacyRoute({ target }: { target: LegacyTarget }) {
  const { examId } = useParams();
  const location = useLocation();
  const { path, state } = resolveLegacy(target, legacyExamId(examId, location.state, location.search), location.state);
  return <Navigate to={path} state={state} replace />;
}
