import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, call } from '@classroom/shared/api';
import { NpsCard } from './nps-card';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <NpsCard />
    </QueryClientProvider>,
  );
}

beforeEach(() => mockedCall.mockReset());

it('000 §7 submit-nps-rating: no score is not sent; a chosen score and comment are sent and thanked, and can be changed', async () => {
  mockedCall.mockImplementation((async (_name: string, input: { body: { rating: number; comment?: string } }) => ({
    rating: input.body.rating,
    comment: input.body.comment ?? null,
    submitted_at: '2026-11-25T10:00:00.000Z',
  })) as unknown as typeof call);
  renderCard();
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  expect(await screen.findByText('Choose a score from 0 to 10')).toBeTruthy();
  expect(mockedCall).not.toHaveBeenCalled();

  const group = screen.getByRole('group', { name: 'How likely are you to recommend us to a friend?' });
  expect(group.querySelectorAll('input[type=radio]')).toHaveLength(11);
  fireEvent.click(screen.getByRole('radio', { name: '9' }));
  fireEvent.input(screen.getByLabelText('Anything you would like to tell us? (optional)'), {
    target: { value: 'Clear lectures' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  expect(await screen.findByText('Thank you! You rated us 9 out of 10.')).toBeTruthy();
  expect(mockedCall).toHaveBeenCalledWith('submitNpsRating', { body: { rating: 9, comment: 'Clear lectures' } });

  fireEvent.click(screen.getByRole('button', { name: 'Change rating' }));
  fireEvent.click(await screen.findByRole('radio', { name: '0' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  expect(await screen.findByText('Thank you! You rated us 0 out of 10.')).toBeTruthy();
  // The form keeps the comment; a score of 0 is a score, not an empty choice.
  expect(mockedCall).toHaveBeenLastCalledWith('submitNpsRating', { body: { rating: 0, comment: 'Clear lectures' } });
}, 15_000); // three form rounds: about 3 s on a loaded 2-core machine, near jest's 5 s default

it("shows the server's refusal under the form", async () => {
  mockedCall.mockRejectedValue(new ApiError('Too many ratings today', 'refused', 429));
  renderCard();
  fireEvent.click(screen.getByRole('radio', { name: '7' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many ratings today'));
  expect(screen.getByRole('button', { name: 'Send rating' })).toBeTruthy();
});
