import { Link, useNavigate } from 'react-router';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useCategories } from '../lib/queries.ts';
import { SkeletonList } from './skeletons.tsx';

const GRID = 'grid grid-cols-3 gap-3 md:grid-cols-9';

/**
 * Every category (spec §2 "Public home" grid, and /allCategories): its image or "No Image"; click,
 * Enter (a link's own) or Space opens /subcategory/{category_uuid}. 3 columns on small screens, 9 on
 * medium. `eagerCount` images load at once (those above the fold of a page that starts with the grid).
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
              className="category-tile"
            >
              {category.imageUrl ? (
                <ResponsiveImage
                  src={category.imageUrl}
                  alt=""
                  width={320}
                  height={320}
                  sizes="(min-width: 768px) 11vw, 33vw"
                  className="aspect-square w-full rounded-lg object-cover"
                  eager={i < eagerCount}
                />
              ) : (
                <span className="category-tile-empty">No Image</span>
              )}
              <span className="line-clamp-2">{category.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
