import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminLayout } from './admin-layout.tsx';
import { AdminTable, type Column } from './admin-table.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadError } from './load-error.tsx';
import { SearchBox } from './search-box.tsx';
import { btn } from './styles.ts';

/** What a row's cells may do: open the edit form, ask to delete, or show both as the usual buttons. */
export interface RowActions<Row> {
  edit: (row: Row) => void;
  remove: (row: Row) => void;
  /** Edit and Delete (or "In use" instead of Delete), named after the row for screen readers. */
  buttons: (row: Row, name: string, inUse?: boolean) => ReactNode;
}

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
export interface ListState<Row> {
  data: readonly Row[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface CrudScreenProps<Row extends { _id: string }> {
  title: string;
  /** The "+ New …" button's text (without the +). */
  newLabel: string;
  /** The + is part of the button's name ("+ New Banner", as the spec has it) rather than decoration. */
  plusInName?: boolean;
  searchPlaceholder: string;
  /** Whether a row matches the search text. */
  search: (row: Row, query: string) => boolean;
  list: ListState<Row>;
  /** The text when the list cannot load (the spec's; '' = only "Try again", the text being a toast). */
  loadFailed: string;
  /** A failure of its own instead (e.g. a second list the screen needs), or null. */
  loadError?: string | null;
  onRetry?: () => void;
  caption: string;
  empty: string;
  columns: (actions: RowActions<Row>) => Column<Row>[];
  /**
   * The New (row null) or Edit form; `close` closes it (after a save or a cancel). Called in this
   * component's render with the screen's last closure: read a query's `data` in the screen's own
   * render, not only in here, or TanStack Query (tracked props) won't re-render the screen for it.
   */
  form: (row: Row | null, close: () => void) => ReactNode;
  /** Confirm-delete: the spec's question, and the delete call. */
  remove: { question: string; mutation: Pick<UseMutationResult<unknown, Error, Row>, 'mutate' | 'isPending'> };
  /** More dialogs of the screen (e.g. the image overlay). */
  children?: ReactNode;
}

/**
 * The list screens of the back office (categories, subcategories, religions, users): a search, the
 * list as a table or as cards on phones, empty / error with "Try again", the New/Edit form and
 * the confirm-delete.
 */
export function CrudScreen<Row extends { _id: string }>(props: CrudScreenProps<Row>) {
  const { list, remove } = props;
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<{ row: Row | null } | null>(null);
  const [doomed, setDoomed] = useState<Row | null>(null);

  const actions: RowActions<Row> = {
    edit: (row) => setForm({ row }),
    remove: setDoomed,
    buttons: (row, name, inUse = false) => <EditDeleteButtons name={name} inUse={inUse} onEdit={() => setForm({ row })} onDelete={() => setDoomed(row)} />,
  };
  const rows = list.data?.filter((row) => props.search(row, query));
  const loadError = list.isError && !list.data ? props.loadFailed : (props.loadError ?? null);

  return (
    <AdminLayout
      title={props.title}
      actions={
        <button type="button" className={btn.primary} onClick={() => setForm({ row: null })}>
          {props.plusInName ? `+ ${props.newLabel}` : <><span aria-hidden="true">+</span> {props.newLabel}</>}
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder={props.searchPlaceholder} className="mb-4 max-w-md" />
      {loadError !== null ? (
        <LoadError message={loadError} onRetry={props.onRetry ?? (() => void list.refetch())} />
      ) : (
        <AdminTable caption={props.caption} columns={props.columns(actions)} rows={rows} rowKey={(row) => row._id} loading={list.isPending} empty={props.empty} />
      )}
      {form && props.form(form.row, () => setForm(null))}
      {props.children}
      <ConfirmDialog
        open={doomed !== null}
        question={remove.question}
        onConfirm={() => doomed !== null && remove.mutation.mutate(doomed, { onSettled: () => setDoomed(null) })}
        onCancel={() => setDoomed(null)}
        busy={remove.mutation.isPending}
      />
    </AdminLayout>
  );
}
