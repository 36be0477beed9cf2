import type { Religion } from '../../../contract/catalogue.ts';
import { CrudScreen, matches } from '../components/index.ts';
import { ReligionForm } from './religion-form.tsx';
import { useAdminReligions, useDeleteReligion } from './religion-queries.ts';
import { MESSAGES } from './religion-rules.ts';

/** Religions (/addReligion; dashboard tab "religions"): spec §2, §5, §8. */
export default function ReligionsAdminPage() {
  const list = useAdminReligions();
  const remove = useDeleteReligion();
  return (
    <CrudScreen<Religion>
      title="Religions"
      newLabel="New Religion"
      searchPlaceholder="Search religions..."
      search={(r, query) => matches(r.name, query)}
      list={list}
      loadFailed={MESSAGES.loadFailed}
      caption="Religions"
      empty={MESSAGES.empty}
      columns={(act) => [
        { header: 'Name', cell: (r) => <span className="font-medium">{r.name}</span> },
        { header: 'Actions', bare: true, className: 'md:w-48', cell: (r) => act.buttons(r, r.name, r.isUsed) },
      ]}
      form={(religion, close) => <ReligionForm key={religion?._id ?? 'new'} religion={religion} religions={list.data ?? []} onClose={close} />}
      remove={{ question: MESSAGES.confirmDelete, mutation: remove }}
    />
  );
}
