import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SubmitSuccessPage } from './submit-success-page';

/** Opens /student/SubmitSuccessfully with the route state a player leaves (001 §2.5). */
function renderAfter(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/student/SubmitSuccessfully', state }]}>
      <Routes>
        <Route path="/student/SubmitSuccessfully" element={<SubmitSuccessPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('submit confirmation (001 §2.5)', () => {
  test.each([
    [1, 'Back to My Test'],
    [3, 'Back to My Quiz'],
  ])('after an exam of type %i the way back is named for its list: %s', (examType, name) => {
    renderAfter({ examName: 'Quick Quiz', examType });
    expect(screen.getByText(/Your answers to Quick Quiz have been submitted/)).toBeTruthy();
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/student/objectivetest');
  });
});
