import { useCallback, useState } from 'react';
import { ADMIN_PORTAL_MESSAGES as M, NOTICE_MESSAGES as N, type TEventNotice } from '@launchpad/shared';
import { Bell, GraduationCap, Users } from 'lucide-react';
import { toast } from 'sonner';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PanelLoading } from '../../../components/ui/load-state';
import { SearchField } from '../../../components/ui/search-field';
import { Tabs } from '../../../components/ui/tabs';
import { failed } from '../api/admin-client';
import {
  useAdminProfile,
  useDeleteFresher,
  useDeleteNotice,
  useDeleteTrainer,
  useFreshers,
  useNotices,
  useTrainers,
} from '../api/admin-queries';
import type { AdminFresher, AdminTrainer } from '../api/types';
import { AdminHeader } from './admin-header';
import { AdminModal } from './admin-modal';
import { InterviewDetails } from './interview-details';
import { NoticeForm } from './notice-form';
import { NoticesPanel } from './notices-panel';
import { FreshersList, TrainersList } from './people-lists';
import { SkillsDetails } from './skills-details';
import { TrainingsDetails } from './trainings-details';

type Tab = 'freshers' | 'trainers' | 'notices';
type Modal =
  | { kind: 'add-notice' }
  | { kind: 'edit-notice'; notice: TEventNotice }
  | { kind: 'skills'; fresher: AdminFresher }
  | { kind: 'interview'; fresher: AdminFresher }
  | { kind: 'trainings'; trainer: AdminTrainer };

const TABS = [
  { value: 'freshers', label: 'Manage Freshers', icon: Users },
  { value: 'trainers', label: 'Manage Trainers', icon: GraduationCap },
  { value: 'notices', label: 'Event Notices', icon: Bell },
] as const;

/** The admin dashboard (part 2 §2.10). */
export function AdminDashboard({ onLogout }: { onLogout: () => void }) {
  const [tab, setTab] = useState<Tab>('freshers');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<Modal | null>(null);
  const close = useCallback(() => setModal(null), []);
  const profile = useAdminProfile();
  const freshers = useFreshers();
  const trainers = useTrainers();
  const notices = useNotices();
  const deleteFresher = useDeleteFresher();
  const deleteTrainer = useDeleteTrainer();
  const deleteNotice = useDeleteNotice();

  const remove = (
    mutation: typeof deleteFresher,
    id: string,
    confirmText: string,
    done: string,
    failure: string,
  ) => {
    if (!window.confirm(confirmText)) return;
    mutation.mutate(id, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error(failed(failure, e)),
    });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader
        admin={profile.data}
        freshers={freshers.data?.length}
        trainers={trainers.data?.length}
        onLogout={onLogout}
      />
      <main className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
        {tab !== 'notices' && (
          <div className="flex justify-end">
            <SearchField
              label="Search by name or email"
              value={search}
              onChange={setSearch}
              placeholder="Search by name or email..."
              className="w-full sm:w-80"
            />
          </div>
        )}

        <Tabs label="Admin sections" items={TABS} value={tab} onValueChange={setTab}>
          <div className="pt-5">
            {tab === 'freshers' &&
              (freshers.isPending ? (
                <PanelLoading label="Loading freshers" />
              ) : freshers.isError ? (
                <ErrorBanner message={failed(M.fetchFreshersFailed, freshers.error)} />
              ) : (
                <FreshersList
                  freshers={freshers.data}
                  search={search}
                  deletingId={deleteFresher.isPending ? deleteFresher.variables : undefined}
                  onDelete={(f) =>
                    remove(
                      deleteFresher,
                      f._id,
                      M.confirmDeleteFresher,
                      M.fresherDeleted,
                      M.deleteFresherFailed,
                    )
                  }
                  onSkills={(fresher) => setModal({ kind: 'skills', fresher })}
                  onInterview={(fresher) => setModal({ kind: 'interview', fresher })}
                />
              ))}

            {tab === 'trainers' &&
              (trainers.isPending ? (
                <PanelLoading label="Loading trainers" />
              ) : trainers.isError ? (
                <ErrorBanner message={failed(M.fetchTrainersFailed, trainers.error)} />
              ) : (
                <TrainersList
                  trainers={trainers.data}
                  search={search}
                  deletingId={deleteTrainer.isPending ? deleteTrainer.variables : undefined}
                  onDelete={(t) =>
                    remove(
                      deleteTrainer,
                      t._id,
                      M.confirmDeleteTrainer,
                      M.trainerDeleted,
                      M.deleteTrainerFailed,
                    )
                  }
                  onTrainings={(trainer) => setModal({ kind: 'trainings', trainer })}
                />
              ))}

            {tab === 'notices' &&
              (notices.isPending ? (
                <PanelLoading label="Loading notices" />
              ) : notices.isError ? (
                <ErrorBanner message={failed(M.fetchNoticesFailed, notices.error)} />
              ) : (
                <NoticesPanel
                  notices={notices.data}
                  deletingId={deleteNotice.isPending ? deleteNotice.variables : undefined}
                  onAdd={() => setModal({ kind: 'add-notice' })}
                  onEdit={(notice) => setModal({ kind: 'edit-notice', notice })}
                  onDelete={(n) =>
                    remove(deleteNotice, n._id, M.confirmDeleteNotice, N.deleted, M.deleteNoticeFailed)
                  }
                />
              ))}
          </div>
        </Tabs>
      </main>

      {modal && (
        <AdminModal title={modalTitle(modal)} onClose={close}>
          {modal.kind === 'add-notice' && <NoticeForm onDone={close} />}
          {modal.kind === 'edit-notice' && <NoticeForm notice={modal.notice} onDone={close} />}
          {modal.kind === 'skills' && <SkillsDetails fresher={modal.fresher} />}
          {modal.kind === 'interview' && <InterviewDetails fresher={modal.fresher} />}
          {modal.kind === 'trainings' && <TrainingsDetails trainer={modal.trainer} />}
        </AdminModal>
      )}
    </div>
  );
}

function modalTitle(modal: Modal): string {
  switch (modal.kind) {
    case 'add-notice':
      return 'Add Event Notice';
    case 'edit-notice':
      return 'Edit Event Notice';
    case 'skills':
      return `Skills Details: ${modal.fresher.name}`;
    case 'interview':
      return `Interview Details: ${modal.fresher.name}`;
    case 'trainings':
      return `Created Trainings: ${modal.trainer.name}`;
  }
}
