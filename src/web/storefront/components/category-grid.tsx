import { Link, useNavigate } from 'react-router';
import { useCategories } from '../lib/queries.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { SkeletonList } from './skeletons.tsx';

const GRID = 'grid grid-cols-3 gap-3 md:grid-cols-9';

/**
 * Every category (spec §2 "Public home" grid): its image or "No Image"; click, Enter (a link's own)
 * or Space opens /subcategory/{category_uuid}. 3 columns on small screens, 9 on medium.
 * The same grid as storefront/home/category-grid.tsx, shared here for /allCategories (features do not
 * import each other); home can switch to this one.
 */
export function CategoryGrid({ eagerCount = 0 }: { eagerCount?: number }) {
  const { data, isPending, isError } = useCategories();
  const navigate = useNavigate();
  if (isPending) return <SkeletonList count={4} label="Loading categories" className={GRID} itemClassName="aspect-square" />;
  if (isError) return <p role="alert">Failed to load categories.</p>;
  if (!data.length) return <p>No categories found.</p>;
  return (
    <ul className={GRID}>
      {data.map((category, i) => {
        const to = `/subcategory/${category.category_uuid}`;
        return (
          <li key={category._id}>
            <Link
              to={to}
              onKeyDown={(e) => {
                if (e.key !== ' ') return;
                e.preventDefault();
                navigate(to);
              }}
              className="flex flex-col items-center gap-1 text-center text-sm font-medium"
            >
              {category.imageUrl ? (
                <ResponsiveImage
                  src={category.imageUrl}
                  alt=""
                  width={320}
                  height={320}
                  sizes="(min-width: 768px) 11vw, 33vw"
                  eager={i < eagerCount}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-stone-100 text-xs text-stone-500">No Image</span>
              )}
              <span className="line-clamp-2">{category.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
