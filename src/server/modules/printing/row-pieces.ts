import { isPhotoZone, type PersonalField } from '../../../contract/selling.ts';
import type { PrintSize } from '../../../contract/print-size.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import { cover, pieceDocument, printablePicture, setText } from './drawn-piece.ts';
import type { JobRow } from './job-rows.ts';

export interface RowPieces {
  size: PrintSize;
  /** The design's picture of each side, front first. */
  pictures: Buffer[];
  fields: PersonalField[];
  rows: JobRow[];
  title: string;
  /** A row's photo from the private store; undefined when it has gone. */
  photoOf: (key: string) => Promise<Buffer | undefined>;
}

/** Enough pixels for the zone at 300 dpi and no more: a phone's 12 MP photo would make the file 50 times larger for nothing. */
const DPI = 300;

async function zonePhoto(data: Buffer, zone: { width: number; height: number }): Promise<Buffer> {
  const sharp = await loadSharp();
  const px = (points: number) => Math.max(1, Math.round((points / 72) * DPI));
  return sharp(data)
    .resize({ width: px(zone.width), height: px(zone.height), fit: 'cover', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * The cards of a job with rows (issue 30, item 4), one page per row and side in the rows' order, each
 * the piece with its bleed: the design's pictures (embedded once, shared by every page), the row's
 * texts in their zones, and its photo covering its photo zone. One photo is read and embedded at a
 * time, and pdfkit writes each page out as the next starts, so 2,000 cards never hold 2,000 photos.
 */
export async function drawRowPieces(job: RowPieces): Promise<Buffer> {
  const { doc, page, finished } = pieceDocument(job.size, job.title);
  const sides = await Promise.all(
    job.pictures.map(async (data) => {
      const picture = await printablePicture(data);
      // Opened once, so every page draws the same image object rather than embedding the picture again.
      const image = (doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(picture.jpeg);
      return { image, at: cover(picture, page) };
    }),
  );
  const photoZone = job.fields.find(isPhotoZone);
  const textZones = job.fields.filter((f) => !isPhotoZone(f));
  for (const row of job.rows) {
    for (const [side, { image, at }] of sides.entries()) {
      doc.addPage({ size: [page.width, page.height], margin: 0 });
      doc.image(image, at.x, at.y, { width: at.width, height: at.height });
      // Rows fill the front's zones, as the customer's texts do.
      if (side > 0) continue;
      const photo = photoZone && row.photo ? await job.photoOf(row.photo) : undefined;
      if (photoZone && photo) {
        const zone = { x: at.x + photoZone.x * at.width, y: at.y + photoZone.y * at.height, width: photoZone.w * at.width, height: photoZone.h * at.height };
        doc.image(await zonePhoto(photo, zone), zone.x, zone.y, { width: zone.width, height: zone.height });
      }
      for (const field of textZones) setText(doc, field, row.texts[field.key] ?? '', at);
    }
  }
  doc.end();
  return finished;
}
