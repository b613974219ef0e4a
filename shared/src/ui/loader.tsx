/** The spec's loader text (000 §2 Dashboard). */
export const LOADING_TEXT = 'Loading... please wait';

/** A polite, labelled loading state: spinner plus 'Loading... please wait' (or `label`). */
export function Loader({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div className="cp-loader" role="status" aria-live="polite">
      <span className="cp-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
