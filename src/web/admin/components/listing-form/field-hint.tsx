import { field } from '../styles.ts';

/** The line under a form field saying what it is for; the field names it with aria-describedby (`id`). */
export function FieldHint({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className={field.hint}>
      {text}
    </p>
  );
}
