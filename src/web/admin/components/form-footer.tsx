import { btn, field } from './styles.ts';

/**
 * The end of a settings form: the refusal, read out when it appears, above the one Save button that
 * says "Saving..." and holds still while the save is on its way (a second tap would send it twice).
 */
export function FormFooter({ problemId, problem, saving }: { problemId: string; problem: string | null; saving: boolean }) {
  return (
    <>
      {problem && (
        <p id={problemId} role="alert" className={field.error}>
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className={btn.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </>
  );
}
