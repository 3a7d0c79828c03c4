import { useId } from 'react';
import {
  TRAINING_STATUS_DISPLAY,
  TRAINING_STATUSES,
  TRAINING_TYPE_LABELS,
  TRAINING_TYPES,
  ZTrainingInput,
  type TTraining,
  type TTrainingStatus,
  type TTrainingType,
  type TTrainingValues,
} from '@launchpad/shared';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { schemaResolver } from '../../../lib/schema-resolver';
import { TimeSlotPicker } from './time-slot-picker';

/** What the form holds: text as typed; the shared schema reads it into a training. */
export interface TrainingFormValues {
  title: string;
  trainingType: TTrainingType | '';
  trainingCategory: string;
  description: string;
  availableSlots: string;
  registeredParticipants: string;
  startDate: string;
  startTime: string;
  venue: string;
  timeSlots: string[];
  duration: string;
  price: string;
  status: TTrainingStatus;
  onlineLink: string;
}

/** A new training: status upcoming, no slots chosen (part 1 §9). */
export function emptyTrainingValues(): TrainingFormValues {
  return {
    title: '',
    trainingType: '',
    trainingCategory: '',
    description: '',
    availableSlots: '',
    registeredParticipants: '0',
    startDate: '',
    startTime: '',
    venue: '',
    timeSlots: [],
    duration: '',
    price: '',
    status: 'upcoming',
    onlineLink: '',
  };
}

export function trainingToFormValues(training: TTraining): TrainingFormValues {
  return {
    title: training.title,
    trainingType: training.trainingType,
    trainingCategory: training.trainingCategory,
    description: training.description,
    availableSlots: String(training.availableSlots),
    registeredParticipants: String(training.registeredParticipants),
    startDate: training.startDate,
    startTime: training.startTime,
    venue: training.venue,
    timeSlots: [...training.timeSlots],
    duration: training.duration,
    price: training.price,
    status: training.status,
    onlineLink: training.onlineLink ?? '',
  };
}

const typeOptions = TRAINING_TYPES.map((type) => ({ value: type, label: TRAINING_TYPE_LABELS[type] }));
const statusOptions = TRAINING_STATUSES.map((status) => ({
  value: status,
  label: TRAINING_STATUS_DISPLAY[status].label,
}));

export interface TrainingFormProps {
  mode: 'add' | 'edit';
  initialValues?: TrainingFormValues;
  busy?: boolean;
  /** Called with the checked training (trimmed, numbers read, fields of the other type dropped). */
  onSubmit: (values: TTrainingValues) => void;
  onCancel: () => void;
}

/**
 * The training form, for adding and editing alike (part 1 §2): start date and time only for technical
 * trainings, time slots only for soft skills; changing the type clears the chosen slots. Checked on
 * submit with the shared schema, so the messages are the spec's.
 */
export function TrainingForm({ mode, initialValues, busy = false, onSubmit, onCancel }: TrainingFormProps) {
  const headingId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<TrainingFormValues, unknown, TTrainingValues>({
    resolver: schemaResolver(ZTrainingInput),
    defaultValues: initialValues ?? emptyTrainingValues(),
  });
  const trainingType = watch('trainingType');

  const trainingTypeField = register('trainingType', {
    // Slots chosen for one type mean nothing for the other (part 1 §2).
    onChange: () => setValue('timeSlots', [], { shouldValidate: isSubmitted }),
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {mode === 'add' ? 'Add a new training' : 'Edit training'}
      </h3>

      <fieldset disabled={busy} className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          label="Title"
          className="sm:col-span-2"
          placeholder="e.g. React for beginners"
          maxLength={150}
          autoFocus
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField
          label="Training type"
          placeholder="Select type"
          options={typeOptions}
          error={errors.trainingType?.message}
          {...trainingTypeField}
        />
        <TextField
          label="Category"
          placeholder="e.g. Web development"
          maxLength={80}
          error={errors.trainingCategory?.message}
          {...register('trainingCategory')}
        />
        <TextareaField
          label="Description"
          className="sm:col-span-2"
          placeholder="What participants will learn"
          maxLength={5000}
          error={errors.description?.message}
          {...register('description')}
        />

        {trainingType === 'technical' && (
          <>
            <TextField
              label="Start date"
              type="date"
              error={errors.startDate?.message}
              {...register('startDate')}
            />
            <TextField
              label="Start time"
              type="time"
              error={errors.startTime?.message}
              {...register('startTime')}
            />
          </>
        )}
        {trainingType === 'soft skills' && (
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="timeSlots"
              render={({ field, fieldState }) => (
                <TimeSlotPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  firstChipRef={field.ref}
                />
              )}
            />
          </div>
        )}
        {trainingType === '' && (
          <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200 sm:col-span-2">
            Choose a training type to set the start date and time (technical) or the time slots (soft skills).
          </p>
        )}

        <TextField
          label="Available slots"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="20"
          hint={
            trainingType === 'soft skills'
              ? 'How many sessions you can take'
              : 'How many participants can join'
          }
          error={errors.availableSlots?.message}
          {...register('availableSlots')}
        />
        <TextField
          label="Registered participants"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.registeredParticipants?.message}
          {...register('registeredParticipants')}
        />
        <TextField
          label="Duration"
          placeholder="2 hours"
          hint="Say the hours, e.g. 4 weeks, 16 hours: they add up to your total hours."
          maxLength={80}
          error={errors.duration?.message}
          {...register('duration')}
        />
        <TextField
          label="Price"
          placeholder="Free or 2500"
          hint="In LKR. Leave blank or write Free for a free training."
          maxLength={40}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Venue"
          placeholder="e.g. Colombo office or Online"
          maxLength={200}
          error={errors.venue?.message}
          {...register('venue')}
        />
        <TextField
          label="Online link"
          type="url"
          inputMode="url"
          placeholder="https://meet.example.com/…"
          maxLength={500}
          error={errors.onlineLink?.message}
          {...register('onlineLink')}
        />
        <SelectField
          label="Status"
          options={statusOptions}
          error={errors.status?.message}
          {...register('status')}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyText={mode === 'add' ? 'Adding...' : 'Saving...'}>
          {mode === 'add' ? 'Add Training' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
