import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { CategorySchema, ReligionListSchema, SubcategorySchema } from '../../../contract/catalogue.ts';
import { LookupListSchema, type LookupKind } from '../../../contract/lookups.ts';
import { adminApi } from '../lib/admin-api.ts';

/** The gallery's own filter words (spec §9), offered first for its category. */
const GALLERY_CATEGORIES = ['Wedding', 'Birthday', 'Vastu', 'Opening'] as const;

const SUGGESTED: readonly LookupKind[] = ['titles', 'prices', 'instas', 'sizes', 'seots', 'seods', 'seoks'];

export type Suggestions = Record<LookupKind | 'categories' | 'subcategories' | 'religions', string[]>;

const names = (list: readonly { name: string }[]) => [...new Set(list.map((item) => item.name))];

/**
 * What the form's fields suggest: the lookup lists (the /addTitle … /addSEOK forms fill them, D-B13),
 * the category, subcategory and religion names. A list that fails to load just suggests nothing.
 */
export function useSuggestions(): Suggestions {
  const results = useQueries({
    queries: [
      ...SUGGESTED.map((kind) => ({
        // The same key and answer as the lookup form's own list, so the two share the cache.
        queryKey: ['admin', 'lookups', kind],
        queryFn: async () => (await adminApi.get(`/api/${kind}`, { schema: LookupListSchema })).result,
        select: names,
      })),
      { queryKey: ['admin', 'suggest', 'categories'], queryFn: async () => names(await adminApi.get('/api/categories', { schema: z.array(CategorySchema) })) },
      {
        queryKey: ['admin', 'suggest', 'subcategories'],
        queryFn: async () => names(await adminApi.get('/api/subcategories', { schema: z.array(SubcategorySchema) })),
      },
      {
        queryKey: ['admin', 'suggest', 'religions'],
        queryFn: async () => names((await adminApi.get('/api/religions/GetReligionList', { schema: ReligionListSchema })).result),
      },
    ],
  });
  const list = (index: number) => results[index]?.data ?? [];
  const lookups = Object.fromEntries(SUGGESTED.map((kind, i) => [kind, list(i)])) as Record<LookupKind, string[]>;
  return {
    ...lookups,
    categories: [...new Set([...GALLERY_CATEGORIES, ...list(SUGGESTED.length)])],
    subcategories: list(SUGGESTED.length + 1),
    religions: list(SUGGESTED.length + 2),
  };
}
