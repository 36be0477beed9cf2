import { useId, useState } from 'react';
import type { Religion } from '../../../contract/catalogue.ts';
import { field, FormModal, toast } from '../components/index.ts';
import { useSaveReligion } from './religion-queries.ts';
import { checkReligion } from './religion-rules.ts';

export interface ReligionFormProps {
  /** The religion being edited; null = New Religion. */
  religion: Religion | null;
  religions: readonly Religion[];
  /** After a cancel or a successful save. */
  onClose: () => void;
}

/** The New Religion and Edit Religion modals (one name; problems are toasts, §5, §8). */
export function ReligionForm({ religion, religions, onClose }: ReligionFormProps) {
  const nameId = useId();
  const [name, setName] = useState(religion?.name ?? '');
  const save = useSaveReligion();

  const submit = () => {
    const problem = checkReligion(name, religions, religion ?? undefined);
    if (problem) toast.error(problem);
    else save.mutate({ religion, name: name.trim() }, { onSuccess: onClose });
  };

  return (
    <FormModal title={religion ? 'Edit Religion' : 'New Religion'} onClose={onClose} onSubmit={submit} busy={save.isPending}>
      <label htmlFor={nameId} className={field.label}>
        Name
      </label>
      <input id={nameId} type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" aria-required="true" className={field.input} disabled={save.isPending} />
    </FormModal>
  );
}
