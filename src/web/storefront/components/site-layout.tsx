import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SocialStrip } from './social-strip.tsx';
import * as m from '../i18n/messages.ts';

/** Header, page, social strip, footer: the frame of the storefront pages. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // A new page starts at its top; back and forward keep the browser's own scroll position.
  useEffect(() => {
    if (navigation === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigation]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {m.skipToContent}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SocialStrip />
      <Footer />
    </div>
  );
}
