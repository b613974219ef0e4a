import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, call } from '@classroom/shared/api';
import { ChangePasswordPage } from './change-password-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Change password refusal', () => {
  it("the server's 'Current password is incorrect' goes once the student edits a field", async () => {
    mockedCall.mockRejectedValue(new ApiError('Current password is incorrect', 'refused', 400));
    render(<ChangePasswordPage />);
    type('Current password', 'wrongpass1');
    type('New password', 'abcdefg1');
    type('Confirm new password', 'abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    type('Current password', 'rightpass1');
    await waitFor(() => expect(screen.queryByText('Current password is incorrect')).toBeNull());
  });
});
