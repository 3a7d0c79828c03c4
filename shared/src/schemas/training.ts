import { z } from 'zod';
import { ZFormText } from './common';
import { normaliseTrainingType, TRAINER_MESSAGES as M, TRAINING_STATUSES, TRAINING_TYPES } from '../domain';

/** A whole number of 0 or more; empty means 0; "12" from a form field is read as 12. */
const count = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).int(message).min(0, message).max(100_000, message),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const ZTrainingType = z.enum(TRAINING_TYPES);
export const ZTrainingStatus = z.enum(TRAINING_STATUSES);

/** Time slots: trimmed, blanks dropped, duplicates dropped (part 1 §5). */
export const ZTimeSlots = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(z.string().trim().max(40, M.fieldTooLong))
    .max(24, M.fieldTooLong)
    .transform((slots) => [...new Set(slots.filter(Boolean))]),
);

/**
 * A training as the trainer's form sends it, for create and update alike (part 1 §5). `timeSlot` is
 * accepted and ignored: the server derives it from `timeSlots`.
 */
export const ZTrainingInput = z
  .object({
    title: ZFormText(150),
    trainingType: z.preprocess(normaliseTrainingType, ZTrainingType.optional()),
    trainingCategory: ZFormText(80),
    description: ZFormText(5000),
    availableSlots: count(M.invalidSlots),
    registeredParticipants: count(M.invalidParticipants),
    startDate: ZFormText(10),
    startTime: ZFormText(5),
    venue: ZFormText(200),
    timeSlots: ZTimeSlots,
    duration: ZFormText(80),
    price: ZFormText(40),
    status: z.preprocess(
      (v) =>
        v === '' || v === null || v === undefined
          ? 'upcoming'
          : typeof v === 'string'
            ? v.trim().toLowerCase()
            : v,
      z.enum(TRAINING_STATUSES, { error: M.invalidStatus }),
    ),
    onlineLink: ZFormText(500).refine((link) => {
      if (!link) return true;
      try {
        return ['http:', 'https:'].includes(new URL(link).protocol);
      } catch {
        return false;
      }
    }, M.invalidOnlineLink),
  })
  .superRefine((t, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!t.title || !t.trainingType) return fail(M.titleAndTypeRequired, t.title ? 'trainingType' : 'title');
    if (t.trainingType === 'technical') {
      if (!t.startDate || !t.startTime)
        return fail(M.dateAndTimeRequired, t.startDate ? 'startTime' : 'startDate');
      if (!isRealDate(t.startDate)) return fail(M.invalidDate, 'startDate');
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(t.startTime)) return fail(M.invalidTime, 'startTime');
      if (t.registeredParticipants > t.availableSlots)
        return fail(M.participantsOverSlots, 'registeredParticipants');
    } else if (t.timeSlots.length === 0) {
      return fail(M.timeSlotRequired, 'timeSlots');
    }
  })
  .transform((t) => ({
    ...t,
    trainingType: t.trainingType!,
    // Date and time belong to technical trainings; soft skills are booked by time slot.
    startDate: t.trainingType === 'technical' ? t.startDate : '',
    startTime: t.trainingType === 'technical' ? t.startTime : '',
    timeSlots: t.trainingType === 'soft skills' ? t.timeSlots : [],
  }));
export type TTrainingInput = z.input<typeof ZTrainingInput>;
export type TTrainingValues = z.output<typeof ZTrainingInput>;

/** A training as every reader sees it (catalogue, details, trainer dashboard). */
export const ZTraining = z.object({
  _id: z.string(),
  title: z.string(),
  trainingType: ZTrainingType,
  trainingCategory: z.string(),
  description: z.string(),
  availableSlots: z.number(),
  availableSpots: z.number(),
  registeredParticipants: z.number(),
  startDate: z.string(),
  startTime: z.string(),
  venue: z.string(),
  timeSlots: z.array(z.string()),
  timeSlot: z.string(),
  duration: z.string(),
  price: z.string(),
  isFree: z.boolean(),
  status: ZTrainingStatus,
  /** The meeting link itself only for the trainer who owns it; others learn only that one exists. */
  onlineLink: z.string().optional(),
  hasOnlineLink: z.boolean(),
  trainerId: z.string(),
  trainer: z.object({ _id: z.string(), trainerId: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTraining = z.infer<typeof ZTraining>;
