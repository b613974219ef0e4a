import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Dialog, EmptyState, Loader, pageTitle } from './index';

describe('UI kit', () => {
  it("000 §2: the loader reads 'Loading... please wait' and is announced politely", () => {
    render(<Loader />);
    expect(screen.getByRole('status').textContent).toContain('Loading... please wait');
  });

  it('an empty state shows its message and sub-message', () => {
    render(<EmptyState message="No MPPs, Tests or Classes available" subMessage="Check back later" />);
    expect(screen.getByText('No MPPs, Tests or Classes available')).toBeTruthy();
    expect(screen.getByText('Check back later')).toBeTruthy();
  });

  it('a button is type=button unless told otherwise, so it never submits a form by accident', () => {
    const onSubmit = jest.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Plain</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a dialog is labelled by its title and Escape dismisses it only when it may be dismissed', () => {
    const onDismiss = jest.fn();
    const { rerender } = render(
      <Dialog open title="Some error occurred" onDismiss={onDismiss} actions={<Button>Okay</Button>} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Some error occurred' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    rerender(<Dialog open={false} title="Some error occurred" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("000 §2: the browser title is '{screen} | {root name}'", () => {
    expect(pageTitle('Dashboard')).toBe('Dashboard | Classroom');
  });
});
