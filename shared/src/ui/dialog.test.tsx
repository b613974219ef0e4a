import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Button, Dialog } from './index';

/** A page with an opener button, a menu whose item opens the dialog (the item goes when the menu closes), and the dialog. */
function Page() {
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState(true);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={menuButton}>
        Menu
      </button>
      {menu && (
        <button
          type="button"
          onClick={() => {
            setMenu(false);
            setOpen(true);
          }}
        >
          Menu item
        </button>
      )}
      <Dialog
        open={open}
        title="Switch Batch"
        onDismiss={() => setOpen(false)}
        returnFocusTo={menuButton}
        actions={<Button onClick={() => setOpen(false)}>Done</Button>}
      />
    </>
  );
}

describe('Dialog gives focus back when it closes (decision record 0023)', () => {
  it('to the button that opened it', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    act(() => done.click());
    expect(document.activeElement).toBe(opener);
  });

  it('to returnFocusTo when what opened it is gone (a menu item of a closed menu)', () => {
    render(<Page />);
    const item = screen.getByRole('button', { name: 'Menu item' });
    item.focus();
    act(() => item.click());
    expect(item.isConnected).toBe(false);
    act(() => screen.getByRole('button', { name: 'Done' }).click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
