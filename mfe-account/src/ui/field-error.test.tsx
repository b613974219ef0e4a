import { render, screen } from '@testing-library/react';
import { FieldError } from './field-error';

describe('FieldError', () => {
  it('shows nothing while there is no message', () => {
    const { container } = render(
      <>
        <FieldError id="x-error" message={undefined} />
        <FieldError form message="" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it("announces a field's message under the id its field points at", () => {
    render(
      <>
        <input aria-label="E-mail" aria-describedby="email-error" />
        <FieldError id="email-error" message="Please enter a valid e-mail address" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address');
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid e-mail address',
    );
  });

  it("shows the server's refusal of the whole form as a paragraph", () => {
    render(<FieldError form message="Some error occurred" />);
    expect(screen.getByRole('alert').tagName).toBe('P');
  });
});
