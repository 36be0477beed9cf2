import { parseArgs, type ParseArgsConfig } from 'node:util';
import { configFromEnv, parseEnv, type AppConfig } from '../env.ts';
import { BackupError } from './archive-format.ts';

/** Exit codes of the backup and restore commands. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export class UsageError extends Error {}

export function parseCliArgs<T extends ParseArgsConfig['options']>(options: T, usage: string) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${usage}`);
  }
}

/** DATA_DIR and DATABASE_URL come from the same place as the server's (env.ts). */
export function configFromProcess(): AppConfig {
  try {
    return configFromEnv(parseEnv());
  } catch (err) {
    throw new BackupError((err as Error).message);
  }
}

/**
 * Runs a command: an expected failure (a refusal, a damaged archive) prints its message only,
 * anything unforeseen its stack; the exit code says which. No process.exit, so output is flushed.
 */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => {
      process.exitCode = EXIT.ok;
    },
    (err: unknown) => {
      if (err instanceof UsageError) {
        console.error(err.message);
        process.exitCode = EXIT.usage;
      } else {
        console.error(err instanceof BackupError ? err.message : err);
        process.exitCode = EXIT.failed;
      }
    },
  );
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
