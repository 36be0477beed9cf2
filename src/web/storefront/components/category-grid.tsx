import { Link, useNavigate } from 'react-router';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useCategories } from '../lib/queries.ts';
import { SkeletonList } from './skeletons.tsx';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

const GRID = 'grid grid-cols-3 gap-3 md:grid-cols-9';

/**
 * Every category (spec §2 "Public home" grid, and /allCategories): its image or "No Image"; click,
 * Enter (a link's own) or Space opens /subcategory/{category_uuid}. 3 columns on small screens, 9 on
 * medium. `eagerCount` images load at once (those above the fold of a page that starts with the grid).
 */
export function CategoryGrid({ eagerCount = 0 }: { eagerCount?: number }) {
  const { data, isPending, isError } = useCategories();
  const navigate = useNavigate();
  if (isPending) return <SkeletonList count={4} label={m.loadingCategories} className={GRID} itemClassName="aspect-square" />;
  if (isError) return <p role="alert">{m.categoriesFailed}</p>;
  if (!data.length) return <p>{m.noCategories}</p>;
  return (
    <ul className={GRID}>
      {data.map((category, i) => {
        const to = `/subcategory/${category.category_uuid}`;
        const name = nameOf(category);
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
                <span className="category-tile-empty">{m.noImage}</span>
              )}
              <span lang={name.lang} className="line-clamp-2">
                {name.text}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
