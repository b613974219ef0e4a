import styles from '../forms.module.css';

/**
 * The inline error of a form (000 §8 texts; 001 §5 field rules): nothing while `message` is empty, else the text in
 * an alert so a screen reader says it at once.
 * - A field's error: `<FieldError id="x-error" message={errors.x?.message} />` — a `<span>` whose `id` the field names
 *   in `aria-describedby`.
 * - The server's refusal of the whole form: `<FieldError form message={serverError} />` — a paragraph.
 */
export function FieldError({ id, message, form }: { id?: string; message?: string | null; form?: boolean }) {
  if (!message) return null;
  const Tag = form ? 'p' : 'span';
  return (
    <Tag id={id} role="alert" className={styles.error}>
      {message}
    </Tag>
  );
}
