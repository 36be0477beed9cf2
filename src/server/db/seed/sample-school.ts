import fs from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { sampleAvatar } from './sample-avatar.ts';
import { sampleStudents } from './sample-students.ts';
import { StoredZip } from './stored-zip.ts';

/** The columns the demo's school ID card names (its zones' labels), and the S. No. a school's sheet always has. */
const HEADER = ['S. No.', 'Name', 'Class', 'Roll No', 'Blood Group', 'Phone', 'Photo'];

/**
 * A school's sheet of `count` students and a zip of their photos, as a school sends them for ID cards
 * (issue 30): `students.csv` (UTF-8 with a BOM, as Excel saves it) and `photos.zip`, written into
 * `dir`, one photo in memory at a time. For the owner to try the ID-card job, and for the bench.
 */
export async function writeSampleSchool(dir: string, count: number, log: (line: string) => void = () => {}) {
  await fs.mkdir(dir, { recursive: true });
  const students = sampleStudents(count);
  const rows = students.map((s, i) => [String(i + 1), s.name, s.className, s.rollNo, s.bloodGroup, s.phone, s.photo]);
  const sheet = path.join(dir, 'students.csv');
  await fs.writeFile(sheet, `\uFEFF${stringify([HEADER, ...rows], { record_delimiter: '\r\n' })}`);
  const photos = path.join(dir, 'photos.zip');
  const zip = new StoredZip(photos);
  let bytes = 0;
  for (const [i, student] of students.entries()) {
    const jpeg = await sampleAvatar(i + 1);
    bytes += jpeg.length;
    await zip.add(`Photos/${student.photo}`, jpeg);
    if ((i + 1) % 100 === 0) log(`  ${i + 1} of ${count} photos`);
  }
  await zip.close();
  return { sheet, photos, students: count, photoBytes: bytes };
}
