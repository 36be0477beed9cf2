import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type { z } from 'zod';
import { adminApi, errorMessage, uploadForm } from './admin-api.ts';

/** Text by the call's input (e.g. "Category updated." or "Category created."), or one text. */
type Text<V> = string | ((vars: V) => string);
const textOf = <V>(text: Text<V>, vars: V) => (typeof text === 'function' ? text(vars) : text);

type Changed = readonly (QueryKey | InvalidateQueryFilters)[];

export interface AdminMutationSpec<V, R> {
  /** The call (one of adminApi's, or an upload). */
  call: (vars: V) => Promise<R>;
  /** The queries the call changes (keys or filters, or both by its input): invalidated once it settled (a failed delete may still have changed the list). */
  invalidates: Changed | ((vars: V) => Changed);
  /** The success toast (by the input and the answer); none when omitted or null. */
  success?: string | ((vars: V, result: R) => string | null);
  /** The error toast's fallback when the server gave no message of its own; null = the caller shows failures itself. */
  failure: Text<V> | null;
}

/**
 * The back office's one shape of a write (DESIGN §5.13): a TanStack mutation that invalidates what
 * it changed and turns an error answer into the toast — here and nowhere else.
 */
export function useAdminMutation<V, R = unknown>(spec: AdminMutationSpec<V, R>) {
  const client = useQueryClient();
  return useMutation<R, Error, V>({
    mutationFn: spec.call,
    onSuccess: (result, vars) => {
      const text = typeof spec.success === 'function' ? spec.success(vars, result) : spec.success;
      if (text) toast.success(text);
    },
    onError: (error, vars) => {
      // A call the user stopped (a closed upload dialog) is not a failure to announce.
      if (spec.failure !== null && error.name !== 'AbortError') toast.error(errorMessage(error, textOf(spec.failure, vars)));
    },
    onSettled: (_result, _error, vars) => {
      const changed = typeof spec.invalidates === 'function' ? spec.invalidates(vars) : spec.invalidates;
      // Not awaited: the form closes at once, the lists refresh behind it.
      for (const what of changed) void client.invalidateQueries(Array.isArray(what) ? { queryKey: what } : (what as InvalidateQueryFilters));
    },
  });
}

/** The texts of a screen's delete (the spec's, verbatim). */
export interface DeleteTexts {
  deleted: string;
  deleteFailed: string;
}

/** DELETE `<base>/<row._id>` with the screen's texts: the delete of every list screen. */
export const useDeleteById = <Row extends { _id: string }>(base: string, invalidates: Changed | ((row: Row) => Changed), texts: DeleteTexts) =>
  useAdminMutation({ call: (row: Row) => adminApi.delete(`${base}/${row._id}`), invalidates, success: texts.deleted, failure: texts.deleteFailed });

/** What an upload form saves: the record being edited (null = a new one), the multipart body, the progress. */
export interface UploadSave<Row> {
  row: Row | null;
  form: FormData;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export interface SaveTexts {
  created: string;
  updated: string;
  /** null: the form shows its failures itself. */
  createFailed: string | null;
  updateFailed: string | null;
}

/** POST `<base>` or PUT `<base>/<id>` (multipart, with progress), answered by one `schema`. */
export function useUploadSave<Row extends { _id: string }>(
  base: string,
  schema: z.ZodType<Row>,
  invalidates: Changed | ((save: UploadSave<Row>) => Changed),
  texts: SaveTexts,
) {
  return useAdminMutation({
    call: ({ row, form, onProgress, signal }: UploadSave<Row>) =>
      uploadForm(row ? `${base}/${row._id}` : base, form, { method: row ? 'PUT' : 'POST', onProgress, schema, signal }),
    invalidates,
    success: ({ row }) => (row ? texts.updated : texts.created),
    failure: texts.createFailed === null ? null : ({ row }) => (row ? texts.updateFailed! : texts.createFailed!),
  });
}
