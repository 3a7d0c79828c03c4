import { LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { AdminProfile } from '../api/types';

/** Admin Dashboard header: counts of freshers and trainers, welcome, Logout (part 2 §2.10). */
export function AdminHeader({
  admin,
  freshers,
  trainers,
  onLogout,
}: {
  admin: AdminProfile | undefined;
  freshers: number | undefined;
  trainers: number | undefined;
  onLogout: () => void;
}) {
  const who = admin?.name || admin?.username || admin?.email || '';
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-8 text-indigo-600" />
          <div>
            <h1 className="text-xl font-bold text-slate-900">Admin Dashboard</h1>
            <p className="text-sm text-slate-600">
              {freshers ?? '…'} freshers · {trainers ?? '…'} trainers
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          {who && <p className="text-sm text-slate-700">Welcome, {who}</p>}
          <Button variant="secondary" size="sm" onClick={onLogout}>
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
