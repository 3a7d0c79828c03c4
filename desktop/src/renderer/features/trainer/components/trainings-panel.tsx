import { useId, useRef, useState } from 'react';
import { TRAINER_MESSAGES as M, type TTraining, type TTrainingValues } from '@launchpad/shared';
import { CalendarPlus, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { focusByIdSoon } from '../../../lib/focus';
import { TOAST_IDS } from '../../../lib/toast-ids';
import { useCreateTraining, useDeleteTraining, useUpdateTraining } from '../api/trainings';
import { TrainingCard } from './training-card';
import { TrainingForm, trainingToFormValues } from './training-form';

/** Shows an action's failure in the dashboard's banner; null clears it. */
export type ReportError = (message: string | null) => void;

const cardClasses = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * The Trainings tab: 'My Trainings (n)', 'Add Training' opening the form inline, the list of trainings
 * with inline edit, and delete after a confirmation (part 1 §2).
 */
export function TrainingsPanel({ trainings, onError }: { trainings: TTraining[]; onError: ReportError }) {
  const baseId = useId();
  const addButtonId = `${baseId}-add`;
  const editButtonId = (training: TTraining) => `${baseId}-edit-${training._id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TTraining | null>(null);
  const create = useCreateTraining();
  const update = useUpdateTraining();
  const remove = useDeleteTraining();

  const fail = (error: unknown, fallback: string) => {
    // A 401 ends the session: the app already says so and shows the login screen.
    if (error instanceof ApiError && error.status === 401) return;
    onError(errorMessage(error, fallback));
  };

  const closeAdd = () => {
    setAdding(false);
    focusByIdSoon(addButtonId);
  };

  const closeEdit = (training: TTraining) => {
    setEditingId(null);
    focusByIdSoon(editButtonId(training));
  };

  const submitAdd = (values: TTrainingValues) => {
    onError(null);
    create.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message || M.trainingAdded, { id: TOAST_IDS.training });
        closeAdd();
      },
      onError: (error) => fail(error, M.addTrainingFailed),
    });
  };

  const submitEdit = (training: TTraining, values: TTrainingValues) => {
    onError(null);
    update.mutate(
      { id: training._id, values },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || M.trainingUpdated, { id: TOAST_IDS.training });
          closeEdit(training);
        },
        onError: (error) => fail(error, M.updateTrainingFailed),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    onError(null);
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => {
        toast.success(answer.message || M.trainingDeleted, { id: TOAST_IDS.training });
        setToDelete(null);
        if (editingId === toDelete._id) setEditingId(null);
        requestAnimationFrame(() => headingRef.current?.focus());
      },
      onError: (error) => {
        setToDelete(null);
        fail(error, M.deleteTrainingFailed);
      },
    });
  };

  return (
    <section aria-labelledby={`${baseId}-heading`} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${baseId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="rounded text-xl font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          My Trainings ({trainings.length})
        </h2>
        {!adding && (
          <Button id={addButtonId} onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Training
          </Button>
        )}
      </div>

      {adding && (
        <div className={`${cardClasses} ring-indigo-200`}>
          <TrainingForm mode="add" busy={create.isPending} onSubmit={submitAdd} onCancel={closeAdd} />
        </div>
      )}

      {trainings.length === 0 && !adding ? (
        <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-200 bg-white px-6 py-12 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <CalendarPlus aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-base font-semibold text-slate-900">{M.noTrainings}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Trainings you add appear here, and freshers can find them in the catalogue.
          </p>
        </div>
      ) : (
        <ul className="space-y-4">
          {trainings.map((training) => (
            <li key={training._id}>
              {editingId === training._id ? (
                <div className={`${cardClasses} ring-indigo-200`}>
                  <TrainingForm
                    mode="edit"
                    initialValues={trainingToFormValues(training)}
                    busy={update.isPending}
                    onSubmit={(values) => submitEdit(training, values)}
                    onCancel={() => closeEdit(training)}
                  />
                </div>
              ) : (
                <TrainingCard
                  training={training}
                  editButtonId={editButtonId(training)}
                  onEdit={() => setEditingId(training._id)}
                  onDelete={() => setToDelete(training)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete training"
        message={M.deleteConfirm}
        detail={
          toDelete && (
            <>
              <span className="font-medium">{toDelete.title}</span>
              {toDelete.registeredParticipants > 0 || toDelete.availableSpots < toDelete.availableSlots ? (
                <span className="mt-2 block">
                  People have booked this training, so it will be cancelled instead: each participant is
                  e-mailed and their payments are marked for refund.
                </span>
              ) : null}
            </>
          )
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        busyText="Deleting..."
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
