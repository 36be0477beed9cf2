import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../lib/queries.ts';
import { nameOf } from '../lib/localized.ts';
import { logoSrc, smallLogoSrcSet } from '../../shared/components/responsive-image.tsx';
import * as m from '../i18n/messages.ts';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * The spec's menu labels. Its paths (/services/design...) led nowhere in the old app; each entry
 * here opens a real page: the Products pages list listings, the others go to what they ask about.
 */
const MENU: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  [
    m.menuProducts,
    [
      [m.menuNewArrivals, '/products/new-arrivals'],
      [m.menuBestSellers, '/products/best-sellers'],
      [m.menuDiscounted, '/products/discounted'],
    ],
  ],
  [
    m.menuServices,
    [
      [m.menuDesign, '/allCategories'],
      [m.menuDevelopment, '/contact'],
      [m.menuSupport, '/contact'],
    ],
  ],
  [
    m.menuAbout,
    [
      [m.menuOurStory, '/profile'],
      [m.menuTeam, '/profile'],
      [m.menuCareers, '/profile'],
    ],
  ],
  [
    m.menuContact,
    [
      [m.menuEmail, '/contact'],
      [m.menuLocation, '/contact'],
      [m.menuHelpCenter, '/contact'],
    ],
  ],
];

const DEFAULT_LOGO = '/default-logo.png';

export function Header() {
  const { data: site } = useSiteConfig();
  const [open, setOpen] = useState<number | null>(null);
  const [mobile, setMobile] = useState(false);
  const nav = useRef<HTMLElement>(null);

  // While a dropdown is open: a press outside the menu or Escape closes it.
  useEffect(() => {
    if (open === null) return;
    const onPointer = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      document.getElementById(`menu-button-${open}`)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(null);
    setMobile(false);
  };
  const name = nameOf(site);

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/" onClick={close} aria-label={name.text ? m.homeOf(name.text) : m.home} className="site-header-home">
          <img
            src={site?.logo ? logoSrc(site.logo, 128) : DEFAULT_LOGO}
            srcSet={site?.logo ? smallLogoSrcSet(site.logo) : undefined}
            sizes="40px"
            onError={(e) => {
              if (e.currentTarget.src.endsWith(DEFAULT_LOGO)) return;
              e.currentTarget.srcset = '';
              e.currentTarget.src = DEFAULT_LOGO;
            }}
            alt=""
            width={40}
            height={40}
            className="site-header-logo"
          />
          <span lang={name.lang} className="truncate">
            {name.text}
          </span>
        </Link>
        <LanguageSwitch />
        <button type="button" onClick={() => setMobile(!mobile)} aria-expanded={mobile} aria-controls="site-menu" className="site-header-toggle">
          {m.menu}
        </button>
        <nav ref={nav} id="site-menu" aria-label={m.mainMenu} className={`site-menu${mobile ? '' : ' site-menu-closed'}`}>
          <ul className="md:flex">
            {MENU.map(([label, items], i) => (
              <li key={label} className="relative">
                <button
                  type="button"
                  id={`menu-button-${i}`}
                  onClick={() => setOpen(open === i ? null : i)}
                  aria-expanded={open === i}
                  aria-controls={`menu-${i}`}
                  className="site-menu-label"
                >
                  {label}
                </button>
                {open === i && (
                  <ul id={`menu-${i}`} className="site-submenu">
                    {items.map(([text, to]) => (
                      <li key={text}>
                        <Link to={to} onClick={close} className="site-submenu-link">
                          {text}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
