// First: an older Node stops here with a message, before any module loads the SQLite driver.
import '../lib/supported-node.ts';
import { configFromEnv, parseEnv, type AppConfig } from '../env.ts';

/** The exit codes of every command line entry (README, "Commands"). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Wrong arguments (its message says how to call the command): exit 2. */
export class UsageError extends Error {}

/** What a command is given: the shop's configuration, read from the environment as the server reads it. */
export interface CommandContext {
  config: AppConfig;
  /** The port the shop listens on, for addresses when PUBLIC_URL is not set. */
  port: number;
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface CommandOptions {
  /** Failures told as their message only (a refusal, a damaged archive); any other error prints its stack. Both exit 1. */
  expected?: Array<abstract new (...args: never[]) => Error>;
}

type Command = (ctx: CommandContext, args: string[]) => Promise<ExitCode | void>;

/**
 * The one start-up path of the CLI commands: the Node guard, the environment read once (a bad
 * setting exits 2 with the same list the server prints), the command, and its outcome as an exit
 * code. Never process.exit: what was written to a pipe is flushed before the process ends.
 */
export function runCommand(command: Command, options: CommandOptions = {}): Promise<ExitCode> {
  const ctx = { log: (line: string) => console.log(line), error: (line: string) => console.error(line) };
  const done = (async (): Promise<ExitCode> => {
    let context: CommandContext;
    try {
      const env = parseEnv();
      context = { ...ctx, config: configFromEnv(env), port: env.PORT };
    } catch (err) {
      ctx.error((err as Error).message);
      return EXIT.usage;
    }
    try {
      return (await command(context, process.argv.slice(2))) ?? EXIT.ok;
    } catch (err) {
      if (err instanceof UsageError) {
        ctx.error(err.message);
        return EXIT.usage;
      }
      const expected = (options.expected ?? []).some((kind) => err instanceof kind);
      console.error(expected ? (err as Error).message : err);
      return EXIT.failed;
    }
  })();
  return done.then((code) => {
    process.exitCode = code;
    return code;
  });
}
