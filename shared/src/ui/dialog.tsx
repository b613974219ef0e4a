import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The ref of a native <dialog> shown modally (`showModal()`: focus moves in, the page behind is inert) while `open`
 * is true, and closed when it turns false.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
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
}

/**
 * A modal dialog on the native <dialog> element: focus moves into it, Tab stays inside, Escape calls
 * `onDismiss` (or is ignored when the dialog cannot be dismissed), and it is labelled by its title.
 */
export function Dialog({ open, title, children, actions, onDismiss }: DialogProps) {
  const ref = useModalDialog(open);
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
