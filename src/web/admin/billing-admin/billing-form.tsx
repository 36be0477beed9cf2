import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BILLING_MESSAGES, GST_MODES, type BillingSettings, type GstMode } from '../../../contract/billing-settings.ts';
import { GST_STATES } from '../../../contract/billing/gst-states.ts';
import { checkGstin } from '../../../contract/billing/gstin.ts';
import { shopPlace, type PlaceSource } from '../../../contract/billing/shop-place.ts';
import { errorMessage } from '../lib/admin-api.ts';
import { btn, field, LabelledInput, LabelledSelect } from '../components/index.ts';
import { billNumberPreview, errorsOf, valuesOf, type BillingErrors, type BillingValues } from './billing-form-values.ts';
import { useSaveBillingSettings } from './billing-queries.ts';

const MODE_TEXTS: Record<GstMode, readonly [title: string, explanation: string]> = {
  regular: ['Regular GST', 'Tax invoice: you are registered for GST and charge it on each bill.'],
  composition: ['Composition scheme', 'Bill of supply: you pay GST under composition and do not collect it.'],
  none: ['No GST', 'Plain bill: the shop is not registered for GST.'],
};

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.name, text: s.name }));

/** Where a blank field's value comes from, as the bill will take it (contract shopPlace). */
const FROM: Record<Exclude<PlaceSource, 'settings'>, string> = { gstin: 'From the GSTIN', configuration: 'From the shop’s configuration' };

/** The billing settings form: phone first, one column, each refusal under its field. */
export function BillingForm({ settings, configAddress }: { settings: BillingSettings; configAddress?: string }) {
  const save = useSaveBillingSettings();
  const [values, setValues] = useState<BillingValues>(() => valuesOf(settings));
  const [errors, setErrors] = useState<BillingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof BillingValues) => (value: string) => {
    // Both are read in capitals; typing shows them so.
    setValues((v) => ({ ...v, [key]: key === 'gstin' || key === 'numberPrefix' ? value.toUpperCase() : value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) return e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    save.mutate(values, {
      // The form checks with the server's own schema, so a refusal here is one no field can show (or the network's).
      onError: (error) => setFormError(errorMessage(error, BILLING_MESSAGES.saveFailed)),
    });
  };
  const input = (key: keyof BillingValues, label: string, hint?: ReactNode, extra: Partial<Parameters<typeof LabelledInput>[0]> = {}) => (
    <div>
      <LabelledInput
        {...extra}
        label={label}
        hint={hint}
        name={key}
        value={values[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-errormessage={errors[key] ? `${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`${key}-error`} className={field.error}>
          {errors[key]}
        </p>
      )}
    </div>
  );
  const preview = billNumberPreview(values.numberPrefix);
  // Left blank, the bill takes these; said where the owner would type them.
  const place = shopPlace({ address: '', state: '', gstin: checkGstin(values.gstin).ok ? values.gstin : '' }, configAddress);
  const addressFallback = place.addressFrom === 'configuration' ? `${FROM.configuration}: ${place.address}` : undefined;
  const stateFallback = place.stateFrom && place.stateFrom !== 'settings' ? `${FROM[place.stateFrom]}: ${place.state}` : undefined;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-lg gap-6">
      <Section title="The advance (UPI)" note="Customers pay the advance to this UPI ID from the quote page.">
        {input('upiId', 'UPI ID', 'As your UPI app shows it, such as shop@okaxis.', {
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          inputMode: 'email',
        })}
        {input('upiName', 'Payee name', 'The name the customer’s UPI app shows.', { maxLength: 100 })}
        {input('advancePercent', 'Advance (%)', 'Of the final price, rounded to the rupee.', { inputMode: 'numeric', maxLength: 3, autoComplete: 'off' })}
      </Section>
      <Section title="The bill">
        <ModeChoice value={values.gstMode} onChange={set('gstMode')} error={errors.gstMode} />
        {/* Asked here, as regular GST is chosen: otherwise the first bill of every listing without its own rate is refused. */}
        {values.gstMode === 'regular' &&
          input('defaultGstRate', 'Default GST rate (%)', 'For every item whose listing and category set no rate, such as 12 or 18.', {
            inputMode: 'decimal',
            autoComplete: 'off',
            maxLength: 8,
            required: true,
          })}
        {values.gstMode !== 'none' &&
          input('defaultHsn', 'Default HSN or SAC code (optional)', 'For every item whose listing and category set none, such as 4911.', {
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 10,
          })}
        {input('gstin', 'GSTIN', '15 characters, such as 27AAPFU0939F1ZV.', {
          autoCapitalize: 'characters',
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 20,
        })}
        {input('legalName', 'Legal name', 'As registered for GST.', { maxLength: 200 })}
        <div>
          <label htmlFor="billing-address" className={field.label}>
            Address
          </label>
          <textarea
            id="billing-address"
            name="address"
            rows={3}
            maxLength={500}
            className={field.textarea}
            value={values.address}
            placeholder={addressFallback}
            onChange={(e) => set('address')(e.target.value)}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={addressFallback && !values.address.trim() ? 'billing-address-hint' : undefined}
          />
          {addressFallback && !values.address.trim() && (
            <p id="billing-address-hint" className={field.hint}>
              Left blank. {addressFallback}
            </p>
          )}
          {errors.address && <p className={field.error}>{errors.address}</p>}
        </div>
        <div>
          <LabelledSelect
            label="State"
            name="state"
            first={stateFallback ?? 'Choose the state'}
            hint={stateFallback && !values.state ? `Left blank. ${stateFallback}` : undefined}
            options={STATE_OPTIONS}
            value={values.state}
            onChange={set('state')}
            aria-invalid={errors.state ? true : undefined}
          />
          {errors.state && <p className={field.error}>{errors.state}</p>}
        </div>
        {input('numberPrefix', 'Bill number prefix', preview ? `The first bill this year: ${preview}` : 'Up to 5 letters, digits or "-".', {
          autoCapitalize: 'characters',
          autoComplete: 'off',
          maxLength: 5,
        })}
      </Section>
      {formError && (
        <p role="alert" className={field.error}>
          {formError}
        </p>
      )}
      <button type="submit" className={btn.primary} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save billing settings'}
      </button>
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {note && <p className="mt-1 text-sm text-stone-600">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** The three kinds of bill, each with the line that tells them apart. */
function ModeChoice({ value, onChange, error }: { value: string; onChange: (mode: string) => void; error?: string }) {
  return (
    <fieldset>
      <legend className={field.label}>GST</legend>
      <div className="mt-1 grid gap-2">
        {GST_MODES.map((mode) => (
          <label
            key={mode}
            className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 rounded-md border border-stone-300 px-3 py-2 has-checked:border-brand-600"
          >
            <input type="radio" name="gstMode" value={mode} checked={value === mode} onChange={() => onChange(mode)} className="size-5" />
            <span className="font-medium">{MODE_TEXTS[mode][0]}</span>
            <span className="col-start-2 text-sm text-stone-600">{MODE_TEXTS[mode][1]}</span>
          </label>
        ))}
      </div>
      {error && <p className={field.error}>{error}</p>}
    </fieldset>
  );
}
