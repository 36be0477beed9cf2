import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../cli/run-command.ts';

/** The command's options and positionals; a wrong one is a UsageError carrying `usage`. */
export function parseCliArgs<T extends ParseArgsConfig['options']>(args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${usage}`);
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
