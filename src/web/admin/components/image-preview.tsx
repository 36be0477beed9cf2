import { useState } from 'react';
import type { Column } from './admin-table.tsx';
import { ImageOverlay, Thumbnail } from './image-overlay.tsx';

/** A list's Image column of thumbnails, and the overlay that shows the one tapped in full. */
export function useImagePreview<Row extends { name: string; imageUrl: string }>() {
  const [preview, setPreview] = useState<Row | null>(null);
  const column: Column<Row> = {
    header: 'Image',
    bare: true,
    className: 'w-24',
    cell: (row) => <Thumbnail src={row.imageUrl} name={row.name} onOpen={() => setPreview(row)} />,
  };
  const overlay = <ImageOverlay src={preview?.imageUrl} alt={preview?.name ?? ''} onClose={() => setPreview(null)} />;
  return { column, overlay };
}
