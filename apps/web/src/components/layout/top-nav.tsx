import { buttonStyle } from '@/components/ui/button-classes';
import { useSession } from '@/lib/session';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { AVATAR_CLASS } from './account-avatar';
import { Logo } from './logo';

const AccountMenu = lazy(() => import('./account-menu'));
// The Responses bell asks the server for the unread count, so it loads only for a signed-in advisor.
const ResponsesMenu = lazy(() => import('./responses-menu'));
// Team notifications (reviews, members) are per member; shown once a member has any.
const NotificationsMenu = lazy(() => import('./notifications-menu'));

const NAV_ITEMS = [
  { to: '/', label: 'Home', private: false },
  { to: '/generate', label: 'Generate', private: true },
  { to: '/presentations', label: 'Presentations', private: true },
  { to: '/clients', label: 'Clients', private: true },
  { to: '/library', label: 'Library', private: true },
  { to: '/profile', label: 'Settings', private: true },
] as const;
const REVIEWS_ITEM = { to: '/reviews', label: 'Reviews', private: true } as const;

export function TopNav() {
  const { session } = useSession();
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const items = [
    ...NAV_ITEMS.filter((item) => !item.private || session),
    // A compliance reviewer's work is the queue (owners and admins reach it from the account menu).
    ...(session?.user.role === 'reviewer' ? [REVIEWS_ITEM] : []),
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive
        ? 'text-brand-700 dark:text-brand-300'
        : 'text-slate-700 hover:text-navy-900 dark:text-slate-300 dark:hover:text-white',
    );

  return (
    <header
      className={clsx(
        'sticky top-0 z-40 border-b transition-colors duration-200',
        scrolled
          ? 'border-slate-200/80 bg-white/80 backdrop-blur-md dark:border-navy-800/80 dark:bg-navy-950/80'
          : 'border-transparent bg-slate-50 dark:bg-navy-950',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2" aria-label="Pitchcraft home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {session && (
            <Suspense fallback={null}>
              <NotificationsMenu />
              <ResponsesMenu />
            </Suspense>
          )}
          {session ? (
            <Suspense
              fallback={
                <span className={AVATAR_CLASS} aria-hidden>
                  {session.user.email.charAt(0)}
                </span>
              }
            >
              <AccountMenu email={session.user.email} />
            </Suspense>
          ) : (
            <Link to="/auth" className={buttonStyle('primary', 'sm')}>
              Sign In
            </Link>
          )}
          <button
            type="button"
            className={buttonStyle('ghost', 'icon', 'md:hidden')}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 py-3 md:hidden dark:border-navy-800 dark:bg-navy-950"
        >
          <div className="flex flex-col">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
          </div>
        </nav>
      )}
    </header>
  );
}
