import type { ReactElement } from 'react';
import { fireEvent, render as renderPlain, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { useStudent } from '@classroom/shared/query/student';
import { SolutionsGate } from './gate';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
jest.mock('@classroom/shared/query/student', () => ({ useStudent: jest.fn() }));
const mockedStudent = useStudent as jest.MockedFunction<typeof useStudent>;
const mockedCall = call as jest.MockedFunction<typeof call>;
const render = (ui: ReactElement) =>
  renderPlain(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const student = (isFree: boolean) => ({ student: { is_free: isFree } as never, error: null, kept: false });

describe('Solutions gate (000 §6: Solutions locked for free students)', () => {
  it('a free student sees the lock and can request a call, not the screen', async () => {
    mockedStudent.mockReturnValue(student(true));
    mockedCall.mockResolvedValue(null as never);
    render(
      <SolutionsGate>
        <p>Search box</p>
      </SolutionsGate>,
    );
    expect(screen.getByRole('heading', { name: 'Solutions are locked' })).toBeTruthy();
    expect(screen.queryByText('Search box')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request a call' }));
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith('requestCall', { body: { request_type: 'Solutions' } }),
    );
    expect(mockedCall).toHaveBeenCalledTimes(1);
  });

  it('an enrolled student sees the screen', () => {
    mockedStudent.mockReturnValue(student(false));
    render(
      <SolutionsGate>
        <p>Search box</p>
      </SolutionsGate>,
    );
    expect(screen.getByText('Search box')).toBeTruthy();
    expect(screen.queryByText('Solutions are locked')).toBeNull();
  });
});
