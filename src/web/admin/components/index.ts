/** The admin kit in one import: `import { Modal, AdminLayout, toast } from './index.ts'`. */
export { AdminLayout, useAdminUser } from './admin-layout.tsx';
export type { Column } from './admin-table.tsx';
export { AdminToaster, toast } from './admin-toaster.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { boldNameColumn, CrudScreen, EditDeleteButtons } from './crud-screen.tsx';
export { EmptyState } from './empty-state.tsx';
export { FormModal } from './form-modal.tsx';
export { HindiBadge } from './hindi-badge.tsx';
export { ImageOverlay } from './image-overlay.tsx';
export { useImagePreview } from './image-preview.tsx';
export { existingImages, ImagePicker, releaseImages, splitImages, usePickedImages, type PickedImage } from './image-picker.tsx';
export { HindiField, ImageFields, NameField, translationsPart, useNamedImageForm, type RowFormProps } from './named-form.tsx';
export { LabelledInput, LabelledSelect, rowLabel } from './labelled-input.tsx';
export { LoadError } from './load-error.tsx';
export { matches, SearchBox } from './search-box.tsx';
export { btn, field } from './styles.ts';
export { UploadProgress } from './upload-progress.tsx';
export { LoadMore } from './load-more.tsx';
