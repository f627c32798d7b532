import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, User, X } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { Logo } from './logo';

const NAV_ITEMS = [
  { to: '/', label: 'Home', private: false },
  { to: '/generate', label: 'Generate', private: true },
  { to: '/presentations', label: 'Presentations', private: true },
  { to: '/clients', label: 'Clients', private: true },
  { to: '/profile', label: 'Settings', private: true },
] as const;

function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        queryClient.clear();
        await queryClient.invalidateQueries();
        toast.success('Signed out', { description: 'You have been successfully signed out' });
        void navigate('/');
      },
      onError: () => toast.error('Sign out error', { description: 'An error occurred while signing out' }),
    }),
  );
}

export function TopNav() {
  const { session } = useSession();
  const signOut = useSignOut();
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

  const items = NAV_ITEMS.filter((item) => !item.private || session);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive
        ? 'text-brand-700 dark:text-brand-300'
        : 'text-slate-700 hover:text-navy-900 dark:text-slate-300 dark:hover:text-white',
    );

  return (
    <header
      className={cn(
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
        <div className="flex items-center gap-2">
          {session ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase shadow-sm hover:bg-brand-800"
                aria-label="Account menu"
              >
                {session.user.email.charAt(0)}
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={8}
                  className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-navy-700 dark:bg-navy-900"
                >
                  <div className="px-3 py-2">
                    <p className="truncate text-sm font-medium text-navy-900 dark:text-white">{session.user.email}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">Logged in</p>
                  </div>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-100 dark:bg-navy-800" />
                  <DropdownMenu.Item asChild>
                    <Link
                      to="/profile"
                      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-navy-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-navy-800"
                    >
                      <User className="h-4 w-4" aria-hidden /> Your Profile
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    onSelect={() => signOut.mutate()}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-navy-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-navy-800"
                  >
                    <LogOut className="h-4 w-4" aria-hidden /> Sign out
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : (
            <Link to="/auth" className={buttonClasses('primary', 'sm')}>
              Sign In
            </Link>
          )}
          <button
            type="button"
            className={cn(buttonClasses('ghost', 'icon'), 'md:hidden')}
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
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 py-3 md:hidden dark:border-navy-800 dark:bg-navy-950">
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
