import { History, LifeBuoy, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '@contract/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/hooks/useLogout';
import { displayName } from '@/lib/userName';
import { UserTrigger } from './MenuTriggers';

/** Account, History, Help, Admin (admins only), Log out. */
export function UserMenu({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{displayName(user)}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/account')}>
          <UserRound aria-hidden="true" />
          {t('nav.account')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/history')}>
          <History aria-hidden="true" />
          {t('nav.history')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/help')}>
          <LifeBuoy aria-hidden="true" />
          {t('nav.help')}
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck aria-hidden="true" />
            {t('nav.admin')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {t('nav.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
