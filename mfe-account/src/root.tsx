import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@classroom/shared/ui';
import { LockedPage } from './locked/locked-page';
import { ChangePasswordPage } from './password/change-password-page';
import { HelpPage } from './help/help-page';
import { EditParentPage } from './parent/edit-parent-page';
import { ProfilePage } from './profile/profile-page';

/** The remote's screens under the prefixes the host gives it (host/src/routes.ts: /student/profile, /student/locked, …). */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/student/profile" element={<ProfilePage />} />
        <Route path="/student/locked" element={<LockedPage />} />
        <Route path="/student/changepassword" element={<ChangePasswordPage />} />
        <Route path="/student/editparent" element={<EditParentPage />} />
        <Route path="/student/help-and-support" element={<HelpPage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
