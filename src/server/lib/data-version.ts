/**
 * A number that changes whenever this process has changed data (any successful write). Caches of
 * data read in this process key on it, so a write is visible to the very next read.
 */
let version = 0;

export const dataVersion = (): number => version;
export const dataChanged = (): void => {
  version += 1;
};
