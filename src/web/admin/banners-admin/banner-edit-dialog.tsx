import { useId, useState } from 'react';
import { BannerEditSchema } from '../../../contract/banners.ts';
import type { Banner } from '../../../contract/catalogue.ts';
import { field, FormModal } from '../components/index.ts';
import { useRenameBanner } from './banner-queries.ts';

/** "Edit Banner Name": a name the server's schema refuses (a blank one) does nothing, as the spec says. */
export function BannerEditDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const nameId = useId();
  const [name, setName] = useState(banner.name);
  const rename = useRenameBanner();

  const submit = () => {
    const parsed = BannerEditSchema.safeParse({ name });
    if (parsed.success) rename.mutate({ banner, name: parsed.data.name }, { onSuccess: onClose });
  };

  return (
    <FormModal title="Edit Banner Name" onClose={onClose} onSubmit={submit} busy={rename.isPending} busyLabel="Save" closeOnBackdrop>
      <label htmlFor={nameId} className={field.label}>
        Banner Name
      </label>
      <input id={nameId} className={field.input} value={name} placeholder="Banner Name" maxLength={100} onChange={(e) => setName(e.target.value)} />
    </FormModal>
  );
}
