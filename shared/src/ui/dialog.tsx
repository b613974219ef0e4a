import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Where focus goes when a popup closes (DESIGN "Accessibility"; decision record 0023): back to the element that had it
 * when the popup opened, or — when that element is gone (a menu item whose menu closed) — to `fallback`. Focus that
 * the closing action already moved elsewhere (a link to another screen) is left alone.
 */
export function returnFocus(opener: Element | null, fallback?: HTMLElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.closest('dialog:not([open])')) return;
  const target = opener instanceof HTMLElement && opener !== document.body && opener.isConnected ? opener : fallback;
  target?.focus();
}

/**
 * The ref of a native <dialog> shown modally (`showModal()`: focus moves in, the page behind is inert) while `open`
 * is true, and closed when it turns false; on closing, focus returns to what had it before (`returnFocus`), or to
 * `returnFocusTo` when that is gone.
 */
export function useModalDialog(
  open: boolean,
  returnFocusTo?: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current, returnFocusTo?.current);
      opener.current = null;
    }
  }, [open, returnFocusTo]);
  return ref;
}

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons of the dialog (e.g. Yes/No, Okay). */
  actions?: ReactNode;
  /** Called on Escape. Omit it for a dialog that cannot be dismissed (e.g. 'Exam time is over', 001 §8). */
  onDismiss?: () => void;
  /** Where focus goes on closing when the element that opened the dialog is gone (e.g. the menu's button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native <dialog> element: focus moves into it, Tab stays inside, Escape calls
 * `onDismiss` (or is ignored when the dialog cannot be dismissed), it is labelled by its title, and on closing focus
 * returns to what opened it (or `returnFocusTo`).
 */
export function Dialog({ open, title, children, actions, onDismiss, returnFocusTo }: DialogProps) {
  const ref = useModalDialog(open, returnFocusTo);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="cp-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="cp-dialog__title">
            {title}
          </h2>
          {children}
          {actions && <div className="cp-dialog__actions">{actions}</div>}
        </>
      )}
    </dialog>
  );
}
