import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { useIsWide } from './use-media-query.ts';

export interface Column<Row> {
  /** Column heading (also the label in a phone card). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells. */
  className?: string;
  /** On phones: show the cell without its label (images, action buttons). */
  bare?: boolean;
}

export interface AdminTableProps<Row> {
  /** The table's accessible name (e.g. "Banners"). */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown while rows is undefined and loading is true. */
  loading?: boolean;
  /** Shown when rows is empty (e.g. "No banners found."). */
  empty?: ReactNode;
}

/**
 * The screens' lists: a table on md and wider screens, stacked cards on phones (one labelled row
 * per column), so a 360 px screen never scrolls sideways.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, loading = false, empty = 'Nothing here yet.' }: AdminTableProps<Row>) {
  const wide = useIsWide();
  if (!rows)
    return loading ? (
      <p role="status" className="py-6 text-center text-stone-600">
        Loading...
      </p>
    ) : null;
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;

  if (!wide) {
    return (
      <ul aria-label={caption} className="space-y-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
            <dl className="space-y-2">
              {columns.map((column) =>
                column.bare ? (
                  <div key={column.header} className={column.className}>
                    <dt className="sr-only">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ) : (
                  <div key={column.header} className="flex gap-3">
                    <dt className="w-24 shrink-0 text-sm font-medium text-stone-600">{column.header}</dt>
                    <dd className={`min-w-0 flex-1 break-words ${column.className ?? ''}`}>{column.cell(row)}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-sm text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-stone-200 align-middle">
              {columns.map((column) => (
                <td key={column.header} className={`px-3 py-2 break-words ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
