import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ExistAnswerSchema, lookupInputSchema, LookupListSchema } from '../../../contract/lookups.ts';
import { AdminLayout, btn, EmptyState, field } from '../components/index.ts';
import { adminApi, ApiError, errorMessage } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { lookupFormFor } from './lookup-kinds.ts';

/**
 * The seven single-input forms (/addTitle … /addSEOK; the path says which): one field, Submit,
 * Close → /admin, and the spec's alerts. The values already saved are listed below, so the
 * lists are not write-only (D-B13); the listing and upload forms suggest them.
 */
export default function LookupsAdminPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lookup = lookupFormFor(pathname);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const saved = useQuery({
    queryKey: ['admin', 'lookups', lookup.kind],
    queryFn: async () => (await adminApi.get(`/api/${lookup.kind}`, { schema: LookupListSchema })).result,
  });
  const add = useAdminMutation({
    call: async (text: string) => {
      // "exist": a refusal like any other, with the form's own text.
      if ((await adminApi.post(`/api/${lookup.kind}/add`, { [lookup.key]: text }, { schema: ExistAnswerSchema })) === 'exist')
        throw new ApiError(lookup.exists, 409);
    },
    invalidates: [['admin', 'lookups', lookup.kind]],
    // The spec's alerts, not toasts.
    failure: null,
  });
  const sending = add.isPending;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    // Spaces only: let the browser's own "required" message say so.
    if (!value.trim()) {
      setValue('');
      if (input.current) input.current.value = '';
      e.currentTarget.reportValidity();
      return;
    }
    // The server's own check (a price it would refuse), with its message, before the call.
    const parsed = lookupInputSchema(lookup.kind).safeParse({ [lookup.key]: value });
    if (!parsed.success) {
      window.alert(parsed.error.issues[0]?.message ?? lookup.failed);
      return;
    }
    add.mutate(value.trim(), {
      onSuccess: () => {
        window.alert(lookup.added);
        navigate('/admin');
      },
      onError: (error) => window.alert(errorMessage(error, lookup.failed)),
    });
  };

  return (
    <AdminLayout title={lookup.heading}>
      <form onSubmit={submit} className="max-w-md space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <div>
          <label htmlFor={id} className={field.label}>
            {lookup.label}
          </label>
          <input
            ref={input}
            id={id}
            name={lookup.key}
            className={field.input}
            placeholder="Title Name"
            required
            maxLength={500}
            inputMode={lookup.key === 'price' ? 'decimal' : lookup.kind === 'instas' ? 'url' : undefined}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={btn.primary} disabled={sending}>
            Submit
          </button>
          <button type="button" className={btn.secondary} onClick={() => navigate('/admin')}>
            Close
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-list`} className="mt-8 max-w-md">
        <h2 id={`${id}-list`} className="mb-2 text-lg font-semibold">
          {lookup.listTitle}
        </h2>
        {saved.isPending ? (
          <p role="status" className="text-stone-600">
            Loading...
          </p>
        ) : saved.isError ? (
          <p role="alert" className="text-red-700">
            Could not load the saved values.
          </p>
        ) : saved.data.length === 0 ? (
          <EmptyState>Nothing saved yet.</EmptyState>
        ) : (
          <ul aria-label={lookup.listTitle} className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {saved.data.map((item) => (
              <li key={item._id} className="px-3 py-2 break-words">
                {item.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminLayout>
  );
}
