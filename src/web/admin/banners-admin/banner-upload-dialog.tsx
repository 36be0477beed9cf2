import { useId, useState } from 'react';
import { BannerCreateSchema } from '../../../contract/banners.ts';
import { field, FormModal, HindiField, ImagePicker, splitImages, toast, translationsPart, UploadProgress, usePickedImages } from '../components/index.ts';
import { useUploadBanners } from './banner-queries.ts';
import { BANNER_MESSAGES, dropOversize } from './banner-rules.ts';

/**
 * "+ New Banner": a name and several images, sent in ONE multipart call (the server creates all of
 * them or none; the old app sent one call per file and could half-succeed, D-R9).
 */
export function BannerUploadDialog({ onClose }: { onClose: () => void }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [nameHi, setNameHi] = useState('');
  const [altTextHi, setAltTextHi] = useState('');
  const { images, preparing, picker } = usePickedImages();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadBanners();
  const uploading = upload.isPending;

  const submit = () => {
    const { files } = splitImages(images);
    const parsed = BannerCreateSchema.safeParse({ name, images: files });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? BANNER_MESSAGES.required);
      return;
    }
    const form = new FormData();
    form.append('name', parsed.data.name);
    form.append('translations', translationsPart({ name: nameHi, altText: altTextHi }));
    for (const file of files) form.append('image', file);
    setPercent(0);
    upload.mutate({ form, onProgress: setPercent }, { onSuccess: onClose });
  };

  return (
    <FormModal
      title="New Banner"
      onClose={onClose}
      onSubmit={submit}
      busy={uploading}
      preparing={preparing}
      saveLabel="Upload"
      busyLabel="Upload"
      size="lg"
      className="space-y-4"
    >
      <div>
        <label htmlFor={nameId} className={field.label}>
          Banner Name
        </label>
        <input
          id={nameId}
          className={field.input}
          value={name}
          placeholder="Banner Name"
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          disabled={uploading}
        />
      </div>
      <HindiField label="banner name" value={nameHi} onChange={setNameHi} disabled={uploading} maxLength={100} />
      <HindiField label="alt text" value={altTextHi} onChange={setAltTextHi} disabled={uploading} maxLength={300} />
      <ImagePicker label="Images" {...picker} compress={false} beforeAdd={dropOversize} disabled={uploading} hint="JPEG, PNG or WebP, at most 4 MB each." />
      <UploadProgress percent={uploading ? percent : null} />
    </FormModal>
  );
}
