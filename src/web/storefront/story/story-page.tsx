import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useApiQuery, useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { ProgressBars } from './progress-bars.tsx';
import { fallbackQuery, useGalleryImages } from './story-queries.ts';
import { STORY_INTERVAL_MS, useStory } from './use-story.ts';
import * as m from '../i18n/messages.ts';
import { nameOf, titleOf } from '../lib/localized.ts';

interface Slide {
  key: string;
  src: string;
  /** The owner's words (lib/localized.ts); '' when the image has no title. */
  title: { text: string; lang?: 'en' };
}

const ROUND = 'flex size-11 items-center justify-center rounded-full bg-black/40 text-2xl leading-none text-white hover:bg-black/60';

/**
 * Which images the story shows: the gallery's (GET /api/images); when it has none or cannot be
 * read, the newest listings' first images, so the story is never empty while the shop has designs.
 */
function useSlides(): Slide[] | undefined {
  const gallery = useGalleryImages();
  const listings = useApiQuery(fallbackQuery);
  return useMemo(() => {
    if (gallery.isPending) return undefined;
    if (gallery.data?.length) return gallery.data.map((g) => ({ key: g._id, src: g.url, title: titleOf(g) }));
    if (listings.isPending) return undefined;
    return (listings.data ?? []).flatMap((l) => (l.images[0] ? [{ key: l._id, src: l.images[0], title: titleOf(l) }] : []));
  }, [gallery.isPending, gallery.data, listings.isPending, listings.data]);
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-black text-white">{children}</div>;
}

function Story({ slides }: { slides: Slide[] }) {
  const story = useStory(slides.length);
  const slide = slides[story.index]!;
  const after = slides.length > 1 ? slides[(story.index + 1) % slides.length] : undefined;
  const name = (s: Slide, i: number) => s.title.text || m.designN(i + 1);
  const nameLang = slide.title.text ? slide.title.lang : undefined;

  return (
    <div className="fixed inset-0 overflow-hidden bg-black text-white select-none">
      <div
        {...story.surface}
        onDragStart={(e) => e.preventDefault()}
        data-testid="story-surface"
        // display:contents on <picture>: the image itself is sized by the full-screen box (object-contain).
        className="absolute inset-0 flex touch-none items-center justify-center [&>picture]:contents"
      >
        <ResponsiveImage
          key={slide.key}
          src={slide.src}
          alt={name(slide, story.index)}
          lang={nameLang}
          width={1280}
          height={1280}
          sizes="100vw"
          eager
          className="pointer-events-none h-full w-full object-contain"
        />
      </div>
      {after && (
        // The next image loads while this one shows.
        <div hidden>
          <ResponsiveImage key={after.key} src={after.src} alt="" width={1280} height={1280} sizes="100vw" eager />
        </div>
      )}

      <div className="absolute inset-x-0 top-0 bg-gradient-to-b from-black/70 to-transparent px-2 pt-2 pb-6">
        <ProgressBars count={slides.length} index={story.index} paused={story.paused} interval={STORY_INTERVAL_MS} />
        <div className="mt-2 flex items-center gap-2">
          <h1 className="min-w-0 flex-1 truncate pl-1 text-sm font-medium">
            <span className="sr-only">{m.storiesAre}</span>
            <span lang={nameLang}>{name(slide, story.index)}</span>
            <span className="sr-only">{m.imageNOfCountAside(story.index + 1, slides.length)}</span>
          </h1>
          <button type="button" onClick={story.toggle} className={ROUND} aria-label={story.paused ? m.play : m.pause}>
            <span aria-hidden="true" className="text-base">
              {story.paused ? '▶' : '❚❚'}
            </span>
          </button>
          <Link to="/" className={ROUND} aria-label={m.closeStories}>
            <span aria-hidden="true">×</span>
          </Link>
        </div>
      </div>

      {slides.length > 1 && (
        <>
          <button type="button" onClick={story.previous} aria-label={m.previousImage} className={`${ROUND} absolute top-1/2 left-2 -translate-y-1/2`}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={story.next} aria-label={m.nextImage} className={`${ROUND} absolute top-1/2 right-2 -translate-y-1/2`}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}

      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-4 pt-6 pb-4 text-center text-sm">
        {story.paused && <p className="mb-1 font-semibold">{m.paused}</p>}
        <p>{m.storyHint}</p>
      </div>
    </div>
  );
}

/** /story: the full-screen story viewer (spec §2, §4). */
export default function StoryPage() {
  useTitle(pageTitle(m.stories, nameOf(useSiteConfig().data).text));
  const slides = useSlides();
  if (!slides) {
    return (
      <Frame>
        <p role="status">{m.loadingDots}</p>
      </Frame>
    );
  }
  if (!slides.length) {
    return (
      <Frame>
        <h1 className="text-lg">{m.noStories}</h1>
        <Link to="/" className="inline-flex min-h-11 items-center underline">
          {m.backToHome}
        </Link>
      </Frame>
    );
  }
  return <Story slides={slides} />;
}
