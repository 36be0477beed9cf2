import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { login } from './photo.ts';
import { makePrintJob, timePdf } from './print-job.ts';
import { startServer } from './server.ts';

/**
 * Issue 29's figures over HTTP, on a fresh server on its own copy of the seeded shop: the first print
 * file and the first imposed SRA3 sheet the server draws (they load pdfkit, pdf-lib and the fonts),
 * then `runs` more of each, one at a time; and the server's peak RSS meanwhile.
 */
export interface PrintBench {
  runs: number;
  print: PdfTimes;
  sheet: PdfTimes;
  /** VmHWM of the server from the job's approval to the last PDF, MB. */
  peakRssMb: number | null;
}

interface PdfTimes {
  firstMs: number;
  warmMs: number[];
  warmMedianMs: number;
  kb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export async function runPrintScenario(
  root: string,
  seededDir: string,
  admin: { user: string; password: string },
  runs: number,
  log: (line: string) => void,
): Promise<PrintBench> {
  const dataDir = `${seededDir}-print`;
  await fs.rm(dataDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', seededDir, dataDir]);
  const server = await startServer(root, dataDir, admin);
  try {
    const cookie = await login(server.url, admin.user, admin.password);
    const job = await makePrintJob(server.url, cookie);
    log(`  server ${server.url} (pid ${server.pid}); approved 5×7 job ${job.id}`);
    server.resetPeak();
    const first = { print: await timePdf(server.url, cookie, job.printPath), sheet: await timePdf(server.url, cookie, job.sheetPath) };
    const warm = { print: [] as number[], sheet: [] as number[] };
    for (let i = 0; i < runs; i++) {
      warm.print.push((await timePdf(server.url, cookie, job.printPath)).ms);
      warm.sheet.push((await timePdf(server.url, cookie, job.sheetPath)).ms);
    }
    const times = (kind: 'print' | 'sheet'): PdfTimes => ({
      firstMs: first[kind].ms,
      warmMs: warm[kind],
      warmMedianMs: median(warm[kind]),
      kb: Math.round(first[kind].bytes / 1024),
    });
    return { runs, print: times('print'), sheet: times('sheet'), peakRssMb: server.memory().peakMb };
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
