/** A public page's JavaScript in one language (scripts/page-bundles.mjs). */
export interface PageBundleFigures {
  page: string;
  lang: 'en' | 'hi';
  label: string;
  files: { file: string; bytes: number }[];
  gzipBytes: number;
  budget: number;
  adminFiles: string[];
}
export declare function pageBundles(root: string): PageBundleFigures[];
