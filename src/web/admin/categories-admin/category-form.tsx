import { useState } from 'react';
import { gstRateProblem, hsnProblem } from '../../../contract/billing/item-tax.ts';
import type { Category } from '../../../contract/catalogue.ts';
import { FormModal, HindiField, ImageFields, LabelledInput, NameField, toast, useNamedImageForm, type RowFormProps } from '../components/index.ts';
import { useSaveCategory } from './categories-queries.ts';
import { checkCategory } from './category-rules.ts';

/**
 * The New Category and Edit modals: a name and an image (required on create, an optional
 * replacement on edit). Problems are toasts, as the spec lists them (§5, §8). Save waits while
 * the picked image is being prepared (it is not in the form until then). `categories`: every
 * category, for the duplicate-name check.
 */
export function CategoryForm({ row, categories, onClose }: RowFormProps<Category> & { categories: readonly Category[] }) {
  const form = useNamedImageForm(row);
  const [hsn, setHsn] = useState(row?.hsn ?? '');
  const [gstRate, setGstRate] = useState(row?.gstRate ?? '');
  const save = useSaveCategory();
  const busy = save.isPending;

  const submit = () => {
    const problem = checkCategory({ name: form.name, hasImage: form.hasImage }, categories, row ?? undefined) ?? hsnProblem(hsn) ?? gstRateProblem(gstRate);
    if (problem) {
      toast.error(problem);
      return;
    }
    form.setPercent(0);
    save.mutate(
      { row, form: form.body({ hsn: hsn.trim(), gstRate: gstRate.trim() }), onProgress: form.setPercent },
      { onSuccess: onClose, onError: () => form.setPercent(null) },
    );
  };

  return (
    <FormModal title={row ? 'Edit Category' : 'New Category'} onClose={onClose} onSubmit={submit} busy={busy} preparing={form.preparing} className="space-y-4">
      <NameField value={form.name} onChange={form.setName} disabled={busy} />
      <HindiField label="name" value={form.nameHi} onChange={form.setNameHi} disabled={busy} maxLength={100} />
      <ImageFields row={row} form={form} busy={busy} />
      {/* For the bill: a listing of this category that sets no code or rate takes these, else the shop's. */}
      <LabelledInput
        label="HSN or SAC code (optional)"
        hint="For its listings that set none."
        value={hsn}
        onChange={setHsn}
        disabled={busy}
        maxLength={10}
        inputMode="numeric"
      />
      <LabelledInput
        label="GST rate % (optional)"
        hint="For its listings that set none."
        value={gstRate}
        onChange={setGstRate}
        disabled={busy}
        maxLength={8}
        inputMode="decimal"
      />
    </FormModal>
  );
}
