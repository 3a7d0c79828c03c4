import { z } from 'zod';
import { AUTH_MESSAGES, TRAINER_MESSAGES as M } from '../domain';
import { ZNewPassword, ZFormText } from './common';
import { ZTraining } from './training';

/** A year of completion: integer or null (part 1 §5); "2021" from a form is 2021, blank is null. */
const ZYear = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: M.invalidYear })
    .int(M.invalidYear)
    .min(1900, M.invalidYear)
    .max(2100, M.invalidYear)
    .nullable(),
);

/** Whole years of experience; unreadable or blank is 0 (part 1 §5). */
const ZYears = z.preprocess((v) => {
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : typeof v === 'number' ? Math.trunc(v) : 0;
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 80) : 0;
}, z.number().int());

export const ZExperience = z.object({
  title: ZFormText(120).refine(Boolean, M.experienceTitleRequired),
  company: ZFormText(120),
  years: ZYears,
  description: ZFormText(2000),
});
export type TExperience = z.infer<typeof ZExperience>;

export const ZEducation = z
  .object({ degree: ZFormText(150), institution: ZFormText(150), yearOfCompletion: ZYear })
  .refine((e) => e.degree && e.institution, M.educationIncomplete);
export type TEducation = z.infer<typeof ZEducation>;

/** Skills: trimmed, blanks and repeats (ignoring case) dropped (part 1 §5). */
export const ZSkillList = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(z.string().trim().max(60, M.fieldTooLong))
    .max(50, M.fieldTooLong)
    .transform((skills) => {
      const seen = new Set<string>();
      return skills.filter((skill) => {
        const key = skill.toLowerCase();
        if (!skill || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
);

/**
 * The trainer's profile form (PUT /api/trainer/profile/me). `contact` may come as `phone`; fields sent
 * inside `personalDetails` fill any top-level field left out. A blank password keeps the current one;
 * `trainerId` is read-only and ignored.
 */
export const ZTrainerProfileInput = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const body = raw as Record<string, unknown>;
    const personal = (
      body.personalDetails && typeof body.personalDetails === 'object' ? body.personalDetails : {}
    ) as Record<string, unknown>;
    const pick = (...keys: string[]) => {
      for (const source of [body, personal]) {
        for (const key of keys) if (source[key] !== undefined && source[key] !== null) return source[key];
      }
      return undefined;
    };
    return {
      ...body,
      name: pick('name'),
      email: pick('email'),
      contact: pick('contact', 'phone', 'phoneNumber'),
      address: pick('address'),
    };
  },
  z
    .object({
      name: ZFormText(100),
      email: ZFormText(254),
      contact: ZFormText(30),
      address: ZFormText(300),
      specializationSkills: ZSkillList,
      experiences: z.preprocess((v) => v ?? [], z.array(ZExperience).max(30, M.fieldTooLong)),
      education: z.preprocess((v) => v ?? [], z.array(ZEducation).max(30, M.fieldTooLong)),
      password: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        ZNewPassword.optional(),
      ),
    })
    .superRefine((p, ctx) => {
      if (!p.name || !p.email) {
        ctx.addIssue({ code: 'custom', message: M.nameAndEmailRequired, path: [p.name ? 'email' : 'name'] });
      } else if (!z.email().safeParse(p.email).success) {
        ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.emailInvalid, path: ['email'] });
      }
    })
    .transform((p) => ({ ...p, email: p.email.toLowerCase() })),
);
export type TTrainerProfileInput = z.input<typeof ZTrainerProfileInput>;
export type TTrainerProfileValues = z.output<typeof ZTrainerProfileInput>;

export const ZRatings = z.object({ average: z.number(), totalRatings: z.number() });

/** The trainer's own profile (GET /api/trainer/profile/me). */
export const ZTrainerProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  phone: z.string(),
  trainerId: z.string(),
  address: z.string(),
  specializationSkills: z.array(z.string()),
  experiences: z.array(ZExperience),
  education: z.array(
    z.object({ degree: z.string(), institution: z.string(), yearOfCompletion: z.number().nullable() }),
  ),
  personalDetails: z.object({
    name: z.string(),
    email: z.string(),
    contact: z.string(),
    phone: z.string(),
    address: z.string(),
    trainerId: z.string(),
  }),
  trainingPrograms: z.array(ZTraining),
  joinDate: z.string(),
  rating: z.number(),
  ratings: ZRatings,
  totalStudents: z.number(),
  totalHours: z.number(),
  isAccountVerified: z.boolean(),
});
export type TTrainerProfile = z.infer<typeof ZTrainerProfile>;

/** A trainer as anyone may see them (part 2 §3 "Trainer (public)"): no address, no private details. */
export const ZPublicTrainer = z.object({
  _id: z.string(),
  trainerId: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  isAccountVerified: z.boolean(),
  specializationSkills: z.array(z.string()),
  experiences: z.array(ZExperience),
  education: z.array(
    z.object({ degree: z.string(), institution: z.string(), yearOfCompletion: z.number().nullable() }),
  ),
  ratings: ZRatings,
  lastActive: z.string().nullable(),
  createdAt: z.string(),
});
export type TPublicTrainer = z.infer<typeof ZPublicTrainer>;
