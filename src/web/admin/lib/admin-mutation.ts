import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { errorMessage } from './admin-api.ts';

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
      if (spec.failure !== null) toast.error(errorMessage(error, textOf(spec.failure, vars)));
    },
    onSettled: (_result, _error, vars) => {
      const changed = typeof spec.invalidates === 'function' ? spec.invalidates(vars) : spec.invalidates;
      return Promise.all(changed.map((what) => client.invalidateQueries(Array.isArray(what) ? { queryKey: what } : (what as InvalidateQueryFilters))));
    },
  });
}
