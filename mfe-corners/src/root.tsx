import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CornerPage } from './corners/corner-page';
import { ErrorPage } from '@classroom/shared/ui';

/** The remote's screens under the prefixes the host gives it (host/src/routes.ts: /student/ncert, /jee, /neet). */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/student/ncert" element={<CornerPage key="ncert" type="ncert" />} />
        <Route path="/student/jee" element={<CornerPage key="jee" type="jee" />} />
        <Route path="/student/neet" element={<CornerPage key="neet" type="neet" />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
