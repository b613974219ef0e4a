import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { makeAttendance, makeMpp, makeStudent } from '../testing/factories';
import { useDashboard } from './use-dashboard';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

describe('useDashboard (000 §2 dashboard loading)', () => {
  it('gives one state per reply and student, so the page starts one background render of the rows, not one per render', async () => {
    mockedCall.mockImplementation((async () => ({
      mpps: [makeMpp()],
      exams: [],
      classes: [],
      banner: null,
      attendance: makeAttendance(),
    })) as unknown as typeof call);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const student = makeStudent();
    const { result, rerender } = renderHook(() => useDashboard(student), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const ready = result.current.state;
    rerender();
    expect(result.current.state).toBe(ready);
  });
});
