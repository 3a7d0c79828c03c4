import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { TSessionUser } from '@launchpad/shared';
import { ChevronDown, LogIn, LogOut, MonitorCog, Settings } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { isDesktopApp } from '../../lib/platform';
import { useLogout } from '../../lib/use-logout';

const itemClasses = cn(
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none',
  'data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-700 data-[disabled]:cursor-default data-[disabled]:opacity-50',
);

/** The initial shown in the avatar circle. */
export function initialOf(name: string | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'G';
}

/** Name, avatar initial and the account menu (Profile Settings, Logout). */
export function UserMenu({ user }: { user: TSessionUser | null }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const displayName = user?.name.trim() || 'Guest';
  const desktopSettings = isDesktopApp() && (
    <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate(paths.desktopSettings)}>
      <MonitorCog aria-hidden="true" className="size-4" />
      Desktop Settings
    </DropdownMenu.Item>
  );

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="group flex min-w-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=open]:bg-slate-100 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-sm font-semibold text-white"
        >
          {initialOf(user?.name)}
        </span>
        <span className="max-w-[6.5rem] truncate min-[400px]:max-w-[9rem] sm:max-w-[14rem]">
          {displayName}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          {user ? (
            <>
              <div className="px-2.5 py-2">
                <p className="truncate text-sm font-medium text-slate-900">{displayName}</p>
                <p className="truncate text-xs text-slate-500">{user.email}</p>
              </div>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              <DropdownMenu.Item
                className={itemClasses}
                onSelect={() => void navigate(paths.profileSettings)}
              >
                <Settings aria-hidden="true" className="size-4" />
                Profile Settings
              </DropdownMenu.Item>
              {desktopSettings}
              <DropdownMenu.Item
                className={itemClasses}
                disabled={logout.isPending}
                onSelect={() => logout.mutate()}
              >
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate(paths.login)}>
                <LogIn aria-hidden="true" className="size-4" />
                Sign in
              </DropdownMenu.Item>
              {desktopSettings}
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
