import { memo, useRef, useState, type ReactNode } from 'react';
import { useModalDialog } from '@classroom/shared/ui';
import { usePlayerState } from './use-player';
import styles from './palette.module.css';

/**
 * The palette on a phone (decision 0033): a button above the question ("Question palette", with the count of answers
 * kept on the device) opens the palette as a bottom sheet — a modal native <dialog>: focus moves in, Escape or the
 * close button closes it, and focus returns to the button. Choosing a question closes the sheet and shows it.
 * `children(select, close)` renders the palette inside the open sheet.
 */
export const PaletteSheet = memo(function PaletteSheet({
  onSelect,
  children,
}: {
  onSelect: (serial: number) => void;
  children: (select: (serial: number) => void, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(open, opener);
  const kept = usePlayerState((s) => s.kept.length);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.sheetOpener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">▦</span> Question palette
        {kept > 0 && <span className={styles.sheetKept}> ({kept} kept on this device)</span>}
      </button>
      <dialog
        ref={ref}
        className={styles.sheet}
        aria-label="Question palette"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {open &&
          children((serial) => {
            close();
            onSelect(serial);
          }, close)}
      </dialog>
    </>
  );
});
