/**
 * `npm run sample:id-cards -- [count] [dir]`: a sample school sheet (students.csv) and a zip of drawn
 * photos (photos.zip) to try an ID-card job with: count 500 and ./sample-id-cards unless given.
 * Every face is drawn (no real person's), and the names are made up.
 */
import { runCommand, UsageError } from './run-command.ts';
import path from 'node:path';
import { writeSampleSchool } from '../db/seed/sample-school.ts';

await runCommand(async ({ log }, args) => {
  const count = args[0] === undefined ? 500 : Number(args[0]);
  if (!Number.isInteger(count) || count < 1 || count > 2000) throw new UsageError('the count of students is a whole number from 1 to 2000');
  const dir = path.resolve(args[1] ?? 'sample-id-cards');
  const out = await writeSampleSchool(dir, count, log);
  log(`${out.students} students in ${out.sheet}; their photos (${Math.round(out.photoBytes / 1024 / 1024)} MB) in ${out.photos}`);
});
