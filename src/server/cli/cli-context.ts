import { configFromEnv, parseEnv } from '../env.ts';
import type { CliContext } from './listings-cli.ts';

/** The configuration the shop runs with, read from the environment as main.ts reads it; exits on a bad one. */
export function cliContext(): CliContext {
  try {
    const env = parseEnv();
    return { config: configFromEnv(env), port: env.PORT, log: (line) => console.log(line), error: (line) => console.error(line) };
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}
