import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { STUDENT_PERMISSION, useSession } from '@classroom/shared/session';

/** 000 §6, 001 §6: guarded routes need a login record whose permission is the student's; otherwise → /. */
export function RequireStudent({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!user || user.permission !== STUDENT_PERMISSION) return <Navigate to="/" replace />;
  return <>{children}</>;
}
