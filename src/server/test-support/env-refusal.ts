import { parseEnv } from '../env.ts';

/** What parseEnv says of these settings: its message when it refuses them, '' when it takes them. */
export function envRefusal(env: Record<string, string>): string {
  try {
    parseEnv(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}
