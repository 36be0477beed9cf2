import { useState, type FormEvent } from 'react';
import { ORDER_PREFIX_PATTERN } from '../../../contract/order-numbers.ts';
import { ORDER_SETTINGS_MESSAGES, type OrderSettings } from '../../../contract/order-settings.ts';
import { btn, field, LabelledInput } from '../components/index.ts';
import { useChooseOrderPrefix, useOrderSettings } from './order-settings-queries.ts';

/** Order numbers: the prefix the next priced quote's number starts with, and that number. */
export function OrderNumbersSection() {
  const settings = useOrderSettings();
  return (
    <section aria-labelledby="order-numbers" className="mt-8 max-w-md rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="order-numbers" className="text-lg font-semibold">
        Order numbers
      </h2>
      <p className="mt-1 text-sm text-stone-600">A quote gets its number when you first price it, counted from 1 each financial year (April to March).</p>
      {settings.data ? (
        <PrefixForm key={settings.data.prefix} settings={settings.data} />
      ) : (
        <p className="mt-3 text-sm text-stone-600">{settings.isError ? 'Could not load the order numbers.' : 'Loading...'}</p>
      )}
    </section>
  );
}

function PrefixForm({ settings }: { settings: OrderSettings }) {
  const choose = useChooseOrderPrefix();
  const [prefix, setPrefix] = useState(settings.prefix);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = prefix.trim().toUpperCase();
    if (!ORDER_PREFIX_PATTERN.test(value)) return setError(ORDER_SETTINGS_MESSAGES.prefix);
    setError(null);
    choose.mutate(value);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
      <LabelledInput
        label="Prefix"
        hint={`${settings.chosen ? '' : 'Made from the shop name until you choose one. '}Next number: ${settings.next}`}
        value={prefix}
        maxLength={3}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(value) => setPrefix(value.toUpperCase())}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className={field.error}>{error}</p>}
      <button type="submit" className={btn.primary} disabled={choose.isPending}>
        {choose.isPending ? 'Saving...' : 'Save prefix'}
      </button>
    </form>
  );
}
