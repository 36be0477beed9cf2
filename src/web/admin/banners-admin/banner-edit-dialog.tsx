import { useId, useState } from 'react';
import { BannerEditSchema } from '../../../contract/banners.ts';
import type { Banner } from '../../../contract/catalogue.ts';
import { field, FormModal, HindiField } from '../components/index.ts';
import { useRenameBanner } from './banner-queries.ts';

/** "Edit Banner Name": a name the server's schema refuses (a blank one) does nothing, as the spec says. */
export function BannerEditDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const nameId = useId();
  const [name, setName] = useState(banner.name);
  const [nameHi, setNameHi] = useState(banner.translations?.hi?.name ?? '');
  const [altTextHi, setAltTextHi] = useState(banner.translations?.hi?.altText ?? '');
  const rename = useRenameBanner();
  const busy = rename.isPending;

  const submit = () => {
    const parsed = BannerEditSchema.safeParse({ name });
    if (parsed.success) rename.mutate({ banner, name: parsed.data.name, hindi: { name: nameHi, altText: altTextHi } }, { onSuccess: onClose });
  };

  return (
    <FormModal title="Edit Banner Name" onClose={onClose} onSubmit={submit} busy={rename.isPending} busyLabel="Save" closeOnBackdrop>
      <label htmlFor={nameId} className={field.label}>
        Banner Name
      </label>
      <input id={nameId} className={field.input} value={name} placeholder="Banner Name" maxLength={100} onChange={(e) => setName(e.target.value)} />
      <div className="mt-4 space-y-4">
        <HindiField label="banner name" value={nameHi} onChange={setNameHi} disabled={busy} maxLength={100} />
        <HindiField label="alt text" value={altTextHi} onChange={setAltTextHi} disabled={busy} maxLength={300} />
      </div>
    </FormModal>
  );
}
