import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Button, Dialog, EmptyState, Loader, PageFrame, pageTitle } from './index';

describe('UI kit', () => {
  it("000 §2: the loader reads 'Loading... please wait' and is announced politely", () => {
    render(<Loader />);
    expect(screen.getByRole('status').textContent).toContain('Loading... please wait');
  });

  it("a screen's page: a region named by its h1, the document title, and the back link above the title when given", () => {
    const { rerender } = render(
      <MemoryRouter>
        <PageFrame title="Notes" back={{ to: '/student/notes/notessubjects', label: 'All subjects' }}>
          <p>Chapter 1</p>
        </PageFrame>
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Notes' });
    expect(region.querySelector('h1')?.textContent).toBe('Notes');
    expect(document.title).toBe(pageTitle('Notes'));
    const back = screen.getByRole('link', { name: '← All subjects' });
    expect(back.getAttribute('href')).toBe('/student/notes/notessubjects');
    expect(back.compareDocumentPosition(region.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.textContent).toContain('Chapter 1');
    rerender(
      <MemoryRouter>
        <PageFrame title="Practice (New)">
          <p>Pick a subject</p>
        </PageFrame>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Practice (New)' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
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

  it('a busy button keeps the keyboard focus, is announced busy and unavailable, and a press does nothing (decision 0023)', () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Enroll Now</Button>);
    const button = screen.getByRole('button', { name: 'Enroll Now' });
    button.focus();
    rerender(
      <Button onClick={onClick} busy>
        Enroll Now
      </Button>,
    );
    expect(document.activeElement).toBe(button);
    expect([button.getAttribute('aria-disabled'), button.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button onClick={onClick} busy={false}>
        Enroll Now
      </Button>,
    );
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBeNull();
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
