import { Link, useNavigate } from 'react-router';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useCategories } from '../lib/queries.ts';

const GRID = 'grid grid-cols-3 gap-3 md:grid-cols-9';

/** Each category opens /subcategory/{category_uuid}: click, Enter (a link's own) or Space. */
export function CategoryGrid() {
  const { data, isPending, isError } = useCategories();
  const navigate = useNavigate();
  if (isPending) {
    return (
      <ul className={GRID} aria-busy="true" aria-label="Loading categories">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="aspect-square animate-pulse rounded-lg bg-stone-200" />
        ))}
      </ul>
    );
  }
  if (isError) return <p role="alert">Failed to load categories.</p>;
  if (!data.length) return <p>No categories found.</p>;
  return (
    <ul className={GRID}>
      {data.map((category) => {
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
