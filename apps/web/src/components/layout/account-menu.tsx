// The signed-in advisor's account dropdown, in its own chunk: a signed-out visitor never loads
// Radix's menu, its positioning engine or the toast library.
import { useSession } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, LogOut, ScrollText, User, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { hasPermission } from '@pitchcraft/core';

import { AVATAR_CLASS } from './account-avatar';

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
      onError: () =>
        toast.error('Sign out error', { description: 'An error occurred while signing out' }),
    }),
  );
}

const itemClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-navy-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-navy-800';

export default function AccountMenu({ email }: { email: string }) {
  const signOut = useSignOut();
  const { session } = useSession();
  const readsAudit = session ? hasPermission(session.user.role, 'audit') : false;
  const role = session?.user.role;
  const handlesReviews = role
    ? hasPermission(role, 'review') || hasPermission(role, 'settings')
    : false;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={AVATAR_CLASS} aria-label="Account menu">
        {email.charAt(0)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-navy-700 dark:bg-navy-900"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-medium text-navy-900 dark:text-white">{email}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">Logged in</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100 dark:bg-navy-800" />
          <DropdownMenu.Item asChild>
            <Link to="/profile" className={itemClass}>
              <User className="h-4 w-4" aria-hidden /> Your Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/team" className={itemClass}>
              <Users className="h-4 w-4" aria-hidden /> Team
            </Link>
          </DropdownMenu.Item>
          {readsAudit && (
            <DropdownMenu.Item asChild>
              <Link to="/audit" className={itemClass}>
                <ScrollText className="h-4 w-4" aria-hidden /> Audit log
              </Link>
            </DropdownMenu.Item>
          )}
          {handlesReviews && (
            <DropdownMenu.Item asChild>
              <Link to="/reviews" className={itemClass}>
                <ClipboardCheck className="h-4 w-4" aria-hidden /> Compliance reviews
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            onSelect={() => signOut.mutate()}
            className={`cursor-pointer ${itemClass}`}
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
