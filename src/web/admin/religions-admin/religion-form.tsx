import { useState } from 'react';
import type { Religion } from '../../../contract/catalogue.ts';
import { FormModal, NameField, toast, type RowFormProps } from '../components/index.ts';
import { useSaveReligion } from './religion-queries.ts';
import { checkReligion } from './religion-rules.ts';

/** The New Religion and Edit Religion modals (one name; problems are toasts, §5, §8). `religions`: every religion, for the duplicate-name check. */
export function ReligionForm({ row, religions, onClose }: RowFormProps<Religion> & { religions: readonly Religion[] }) {
  const [name, setName] = useState(row?.name ?? '');
  const save = useSaveReligion();

  const submit = () => {
    const problem = checkReligion(name, religions, row ?? undefined);
    if (problem) toast.error(problem);
    else save.mutate({ religion: row, name: name.trim() }, { onSuccess: onClose });
  };

  return (
    <FormModal title={row ? 'Edit Religion' : 'New Religion'} onClose={onClose} onSubmit={submit} busy={save.isPending} closeOnBackdrop>
      <NameField value={name} onChange={setName} disabled={save.isPending} />
    </FormModal>
  );
}
