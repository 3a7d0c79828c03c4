import { useId, useState } from 'react';
import { ZTrainerProfileInput, type TTrainerProfile, type TTrainerProfileValues } from '@launchpad/shared';
import { KeyRound, Lock, Mail, MapPin, Phone, User } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { schemaResolver } from '../../../lib/schema-resolver';
import { EducationEditor, type EducationEntry } from './education-editor';
import { ExperienceEditor, type ExperienceEntry } from './experience-editor';
import { SkillsEditor } from './skills-editor';

export interface ProfileFormValues {
  name: string;
  email: string;
  contact: string;
  address: string;
  password: string;
  specializationSkills: string[];
  experiences: ExperienceEntry[];
  education: EducationEntry[];
}

export function profileToFormValues(profile: TTrainerProfile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    contact: profile.contact,
    address: profile.address,
    password: '',
    specializationSkills: [...profile.specializationSkills],
    experiences: profile.experiences.map((entry) => ({ ...entry })),
    education: profile.education.map((entry) => ({ ...entry })),
  };
}

/**
 * The trainer's profile form (part 1 §2, §5). The trainer ID is shown but cannot be changed and is
 * not part of the form; the password stays hidden until 'Change Password', and blank keeps it.
 */
export function ProfileForm({
  profile,
  busy = false,
  onSubmit,
  onCancel,
}: {
  profile: TTrainerProfile;
  busy?: boolean;
  onSubmit: (values: TTrainerProfileValues) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [changingPassword, setChangingPassword] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, TTrainerProfileValues>({
    resolver: schemaResolver(ZTrainerProfileInput),
    defaultValues: profileToFormValues(profile),
  });

  const keepPassword = () => {
    setValue('password', '');
    setChangingPassword(false);
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Edit profile
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">Freshers see your skills, experience and education.</p>
      </div>

      <fieldset disabled={busy} className="space-y-8">
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            icon={User}
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            icon={Mail}
            maxLength={254}
            hint="If you change it, we send a code to the new address to verify it."
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Contact"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            icon={Phone}
            maxLength={30}
            placeholder="10-digit contact number"
            error={errors.contact?.message}
            {...register('contact')}
          />
          <TextField
            label="Trainer ID"
            icon={KeyRound}
            value={profile.trainerId}
            disabled
            readOnly
            hint="Read-only: your trainer ID cannot be changed."
          />
          <TextField
            label="Address"
            className="sm:col-span-2"
            autoComplete="street-address"
            icon={MapPin}
            maxLength={300}
            error={errors.address?.message}
            {...register('address')}
          />
          <div className="sm:col-span-2">
            {changingPassword ? (
              <div className="space-y-2">
                <PasswordField
                  label="New password"
                  autoComplete="new-password"
                  placeholder="At least 6 characters"
                  hint="Leave blank to keep your current password."
                  autoFocus
                  error={errors.password?.message}
                  {...register('password')}
                />
                <Button variant="link" className="text-sm" onClick={keepPassword}>
                  Keep current password
                </Button>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setChangingPassword(true)}>
                <Lock aria-hidden="true" className="size-4" />
                Change Password
              </Button>
            )}
          </div>
        </div>

        <Controller
          control={control}
          name="specializationSkills"
          render={({ field }) => <SkillsEditor value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="experiences"
          render={({ field }) => <ExperienceEditor value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="education"
          render={({ field }) => <EducationEditor value={field.value} onChange={field.onChange} />}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyText="Updating...">
          Update Profile
        </Button>
      </div>
    </form>
  );
}
