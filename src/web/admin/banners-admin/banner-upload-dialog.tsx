import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { BannerSchema } from '../../../contract/catalogue.ts';
import { btn, field, ImagePicker, Modal, releaseImages, splitImages, toast, UploadProgress, type PickedImage } from '../components/index.ts';
import { errorMessage, uploadForm } from '../lib/admin-api.ts';
import { useBannersChanged } from './banner-queries.ts';
import { BANNER_MESSAGES, dropOversize } from './banner-rules.ts';

const CreatedSchema = z.union([BannerSchema, z.array(BannerSchema)]);

/**
 * "+ New Banner": a name and several images, sent in ONE multipart call (the server creates all of
 * them or none; the old app sent one call per file and could half-succeed, D-R9).
 */
export function BannerUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const [name, setName] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const changed = useBannersChanged();
  const uploading = percent !== null;

  const close = () => {
    if (uploading) return;
    releaseImages(images);
    setImages([]);
    setName('');
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (uploading) return;
    const { files } = splitImages(images);
    if (!name.trim() || files.length === 0) {
      toast.error(BANNER_MESSAGES.required);
      return;
    }
    const form = new FormData();
    form.append('name', name.trim());
    for (const file of files) form.append('image', file);
    setPercent(0);
    try {
      await uploadForm('/api/banners', form, { onProgress: setPercent, schema: CreatedSchema });
      toast.success(BANNER_MESSAGES.uploaded);
      setPercent(null);
      releaseImages(images);
      setImages([]);
      setName('');
      onClose();
      void changed();
    } catch (error) {
      setPercent(null);
      toast.error(errorMessage(error, BANNER_MESSAGES.uploadFailed));
    }
  };

  return (
    <Modal
      open={open}
      title="New Banner"
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={close} disabled={uploading}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={uploading}>
            Upload
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${formId}-name`} className={field.label}>
            Banner Name
          </label>
          <input id={`${formId}-name`} className={field.input} value={name} placeholder="Banner Name" maxLength={100} onChange={(e) => setName(e.target.value)} disabled={uploading} />
        </div>
        <ImagePicker label="Images" images={images} onChange={setImages} compress={false} beforeAdd={dropOversize} disabled={uploading} hint="JPEG, PNG or WebP, at most 4 MB each." />
        <UploadProgress percent={percent} />
      </form>
    </Modal>
  );
}
