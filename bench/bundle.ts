import { pageBundles } from '../scripts/page-bundles.mjs';

/**
 * The JavaScript a visitor downloads for each public page, in both languages, as npm test's
 * scripts/bundle-size.mjs counts and checks it (scripts/page-bundles.mjs): the report shows the same
 * figures against the same budgets.
 */
export type PageBundle = Omit<ReturnType<typeof pageBundles>[number], 'files'>;

export const bundleSizes = (root: string): PageBundle[] => pageBundles(root).map(({ files: _files, ...bundle }) => bundle);
