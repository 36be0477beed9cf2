import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminLayout } from './admin-layout.tsx';
import { AdminTable, type Column } from './admin-table.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadError } from './load-error.tsx';
import { matches, SearchBox } from './search-box.tsx';
import { btn } from './styles.ts';

/** A row's Edit and Delete (or "In use" instead of Delete), named after the row for screen readers. */
export function EditDeleteButtons({ name, inUse = false, onEdit, onDelete }: { name: string; inUse?: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button type="button" className={btn.link} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      {inUse ? (
        <span className="px-2 text-sm text-stone-500">In use</span>
      ) : (
        <button type="button" className={btn.linkDanger} onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </button>
      )}
    </div>
  );
}

/** The list query as a screen needs it (a TanStack query result fits). */
interface ListState<Row> {
  data: readonly Row[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A list screen's title and what it lists: "Religion" and "religions" give "New Religion", "Search religions...", the caption "Religions" and "No religions found.". */
interface ScreenNames {
  title: string;
  one: string;
  many: string;
}

/** The spec's texts of a list screen. */
interface CrudTexts {
  /** When the list cannot load ('' = only "Try again", the text being a toast). */
  loadFailed: string;
  /** The confirm-delete's question. */
  confirmDelete: string;
}

export interface CrudScreenProps<Row extends { _id: string }> {
  names: ScreenNames;
  /** The + is part of the button's name ("+ New Banner", as the spec has it) rather than decoration. */
  plusInName?: boolean;
  /** When it is not "Search <many>...". */
  searchPlaceholder?: string;
  /** The row's name (its `name` when not given): searched, and named by its Edit and Delete buttons. */
  nameOf?: (row: Row) => string;
  /** Whether a row matches the search text (by its name when not given). */
  search?: (row: Row, query: string) => boolean;
  /** A listing uses the row: "In use" instead of its Delete. */
  inUse?: (row: Row) => boolean;
  list: ListState<Row>;
  texts: CrudTexts;
  /** A failure of its own instead (e.g. a second list the screen needs), or null. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The columns before Actions (whose cells' classes are `actionsClassName`). */
  columns: Column<Row>[];
  actionsClassName?: string;
  /**
   * The New (row null) or Edit form; `close` closes it (after a save or a cancel). Called in this
   * component's render with the screen's last closure: read a query's `data` in the screen's own
   * render, not only in here, or TanStack Query (tracked props) won't re-render the screen for it.
   */
  form: (row: Row | null, close: () => void) => ReactNode;
  /** The delete call. */
  remove: Pick<UseMutationResult<unknown, Error, Row>, 'mutate' | 'isPending'>;
  /** More dialogs of the screen (e.g. the image overlay). */
  children?: ReactNode;
}

// Rows without a `name` say theirs with nameOf.
const ownName = (row: object) => String((row as { name?: unknown }).name ?? '');

/** The Name column of rows that have one, in bold. */
export const boldNameColumn = <Row extends { name: string }>(): Column<Row> => ({
  header: 'Name',
  cell: (row) => <span className="font-medium">{row.name}</span>,
});

/**
 * The list screens of the back office (categories, subcategories, religions, users, banners,
 * configurations): a search, the list as a table or as cards on phones, empty / error with "Try
 * again", the New/Edit form and the confirm-delete.
 */
export function CrudScreen<Row extends { _id: string }>(props: CrudScreenProps<Row>) {
  const { list, remove, names, nameOf = ownName } = props;
  const search = props.search ?? ((row: Row, query: string) => matches(nameOf(row), query));
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<{ row: Row | null } | null>(null);
  const [doomed, setDoomed] = useState<Row | null>(null);

  const actions: Column<Row> = {
    header: 'Actions',
    bare: true,
    className: props.actionsClassName,
    cell: (row) => <EditDeleteButtons name={nameOf(row)} inUse={props.inUse?.(row) ?? false} onEdit={() => setForm({ row })} onDelete={() => setDoomed(row)} />,
  };
  const rows = list.data?.filter((row) => search(row, query));
  const loadError = list.isError && !list.data ? props.texts.loadFailed : (props.loadError ?? null);
  const newLabel = `New ${names.one}`;

  return (
    <AdminLayout
      title={names.title}
      actions={
        <button type="button" className={btn.primary} onClick={() => setForm({ row: null })}>
          {props.plusInName ? (
            `+ ${newLabel}`
          ) : (
            <>
              <span aria-hidden="true">+</span> {newLabel}
            </>
          )}
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder={props.searchPlaceholder ?? `Search ${names.many}...`} className="mb-4 max-w-md" />
      {loadError !== null ? (
        <LoadError message={loadError} onRetry={props.onRetry ?? (() => void list.refetch())} />
      ) : (
        <AdminTable
          caption={names.many[0]!.toUpperCase() + names.many.slice(1)}
          columns={[...props.columns, actions]}
          rows={rows}
          rowKey={(row) => row._id}
          loading={list.isPending}
          empty={`No ${names.many} found.`}
        />
      )}
      {form && props.form(form.row, () => setForm(null))}
      {props.children}
      <ConfirmDialog
        open={doomed !== null}
        question={props.texts.confirmDelete}
        onConfirm={() => doomed !== null && remove.mutate(doomed, { onSettled: () => setDoomed(null) })}
        onCancel={() => setDoomed(null)}
        busy={remove.isPending}
      />
    </AdminLayout>
  );
}
