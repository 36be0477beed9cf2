import { forwardRef } from 'react';
import { useHref, useLinkClickHandler, type LinkProps } from 'react-router';

/**
 * react-router as the browser build sees it (vite.config.ts's leanRouter() resolves 'react-router'
 * here; server, dev and tests use the package itself): the same exports, with a Link that leaves
 * out the prefetching of framework mode (`prefetch`, <PrefetchPageLinks>: route modules and loader
 * data this app does not have) and masks. That machinery was ~1 KB gzip of every page's entry.
 * Same markup and clicks as the package's Link for the app's links (paths within the site); a link
 * to a full URL is a plain anchor, left to the browser.
 */
export * from 'react-router';

const FULL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  // The package's own props this Link does not act on are taken out so they never reach the <a>.
  {
    onClick,
    discover = 'render',
    prefetch: _prefetch,
    mask: _mask,
    defaultShouldRevalidate: _revalidate,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    children,
    ...rest
  },
  ref,
) {
  const full = typeof to === 'string' && FULL_URL.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative, viewTransition });
  if (full || reloadDocument)
    return (
      <a
        {...rest}
        href={full ? (to as string) : href}
        onClick={onClick}
        ref={ref}
        target={target}
        data-discover={!full && discover === 'render' ? 'true' : undefined}
      >
        {children}
      </a>
    );
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      ref={ref}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    >
      {children}
    </a>
  );
});
