import { BrowserRouter, Route, Routes } from 'react-router-dom';

/** The remote's screens under the prefixes the host gives it. */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<p>mfe-dashboard: work in progress</p>} />
      </Routes>
    </BrowserRouter>
  );
}
