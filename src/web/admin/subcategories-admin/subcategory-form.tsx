import { useState } from 'react';
import type { Category, Subcategory } from '../../../contract/catalogue.ts';
import { FormModal, HindiField, ImageFields, LabelledSelect, NameField, useNamedImageForm, type RowFormProps } from '../components/index.ts';
import { errorMessage } from '../lib/admin-api.ts';
import { useSaveSubcategory } from './subcategories-queries.ts';
import { checkSubcategory, MESSAGES } from './subcategory-rules.ts';

/**
 * New Subcategory (name, category, image; its problems are shown in the modal, which stays open
 * on a failure — the old one closed silently, D-R5) and Edit (name, category, optional new
 * image; its problems are alerts, as the spec has them). Save waits for an image being prepared.
 */
export function SubcategoryForm({ row, categories, onClose }: RowFormProps<Subcategory> & { categories: readonly Category[] }) {
  const form = useNamedImageForm(row);
  const [category, setCategory] = useState(row?.categoryId ?? '');
  const [status, setStatus] = useState<string[] | null>(null);
  const save = useSaveSubcategory();
  const busy = save.isPending;
  const editing = row !== null;

  const fail = (lines: string[]) => (editing ? window.alert(lines.join('\n\n')) : setStatus(lines));

  const submit = () => {
    const problem = checkSubcategory({ name: form.name, categoryId: category, hasImage: form.hasImage }, editing);
    if (problem) {
      fail([problem]);
      return;
    }
    setStatus(null);
    form.setPercent(0);
    save.mutate(
      { row, form: form.body({ categoryId: category }), onProgress: form.setPercent },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fallback = editing ? MESSAGES.updateFailed : MESSAGES.createFailed;
          const reason = errorMessage(error, fallback);
          fail(reason === fallback ? [fallback] : [fallback, reason]);
        },
      },
    );
  };

  return (
    <FormModal
      title={editing ? 'Edit Subcategory' : 'New Subcategory'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      preparing={form.preparing}
      problems={status}
      className="space-y-4"
    >
      <NameField value={form.name} onChange={form.setName} disabled={busy} />
      <HindiField label="name" value={form.nameHi} onChange={form.setNameHi} disabled={busy} maxLength={100} />
      <LabelledSelect
        label="Category"
        first="Select a category"
        options={categories.map((c) => ({ value: c.category_uuid, text: c.name }))}
        hint={categories.length === 0 && 'No categories yet: create one on the Upload Category screen first.'}
        value={category}
        onChange={setCategory}
        aria-required="true"
        disabled={busy}
      />
      <ImageFields row={row} form={form} busy={busy} />
    </FormModal>
  );
}
