import type { Religion } from '../../../contract/catalogue.ts';
import { boldNameColumn, CrudScreen } from '../components/index.ts';
import { ReligionForm } from './religion-form.tsx';
import { useAdminReligions, useDeleteReligion } from './religion-queries.ts';
import { MESSAGES } from './religion-rules.ts';

/** Religions (/addReligion; dashboard tab "religions"): spec §2, §5, §8. */
export default function ReligionsAdminPage() {
  const list = useAdminReligions();
  return (
    <CrudScreen<Religion>
      names={{ title: 'Religions', one: 'Religion', many: 'religions' }}
      list={list}
      texts={MESSAGES}
      columns={[boldNameColumn()]}
      inUse={(r) => r.isUsed}
      actionsClassName="md:w-48"
      form={(religion, close) => <ReligionForm key={religion?._id ?? 'new'} row={religion} religions={list.data ?? []} onClose={close} />}
      remove={useDeleteReligion()}
    />
  );
}
