import { TRAINER_MESSAGES as M, type TTrainerProfile, type TTrainerProfileValues } from '@launchpad/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './profile-form';
import { withSkill } from './skills-editor';

const profile: TTrainerProfile = {
  _id: 'u1',
  name: 'Kasun Silva',
  email: 'kasun@example.com',
  contact: '0719876543',
  phone: '0719876543',
  trainerId: 'TR-0001',
  address: '',
  specializationSkills: ['React'],
  experiences: [],
  education: [],
  personalDetails: {
    name: 'Kasun Silva',
    email: 'kasun@example.com',
    contact: '0719876543',
    phone: '0719876543',
    address: '',
    trainerId: 'TR-0001',
  },
  trainingPrograms: [],
  joinDate: '2026-11-20T10:00:00.000Z',
  rating: 0,
  ratings: { average: 0, totalRatings: 0 },
  totalStudents: 0,
  totalHours: 0,
  isAccountVerified: true,
};

function renderForm() {
  const onSubmit = vi.fn<(values: TTrainerProfileValues) => void>();
  render(<ProfileForm profile={profile} onSubmit={onSubmit} onCancel={() => undefined} />);
  return { onSubmit };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const skills = () => within(screen.getByRole('list', { name: 'Your skills' })).getAllByRole('listitem');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

describe('withSkill', () => {
  it('ignores blanks and repeats (ignoring case) and trims', () => {
    expect(withSkill(['React'], '   ')).toBeNull();
    expect(withSkill(['React'], 'react ')).toBeNull();
    expect(withSkill(['React'], ' Node.js ')).toEqual(['React', 'Node.js']);
  });
});

describe('ProfileForm', () => {
  it('adds a skill only when it is not blank and not already listed, and removes it', () => {
    renderForm();
    const add = screen.getByRole('button', { name: 'Add skill' });

    fill('Skill', '   ');
    fireEvent.click(add);
    expect(skills()).toHaveLength(1);

    fill('Skill', 'REACT');
    fireEvent.click(add);
    expect(skills()).toHaveLength(1);
    expect(screen.getByText('That skill is already in your list')).toBeInTheDocument();

    fill('Skill', 'TypeScript');
    fireEvent.keyDown(screen.getByLabelText('Skill'), { key: 'Enter' });
    expect(skills().map((item) => item.textContent)).toEqual(['React', 'TypeScript']);
    expect(screen.getByLabelText('Skill')).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(skills().map((item) => item.textContent)).toEqual(['TypeScript']);
  });

  it('shows the trainer ID read-only and hides the password until Change Password', () => {
    renderForm();
    expect(screen.getByLabelText('Trainer ID')).toBeDisabled();
    expect(screen.getByLabelText('Trainer ID')).toHaveValue('TR-0001');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('adds an experience only with a title, and education only with degree and institution', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(screen.getByText(M.experienceTitleRequired)).toBeInTheDocument();
    fill('Experience title', 'Lead developer');
    fill('Company', 'Acme');
    fill('Years', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(screen.getByRole('list', { name: 'Your experience' })).toHaveTextContent('Lead developer');
    expect(screen.getByRole('list', { name: 'Your experience' })).toHaveTextContent('Acme · 4 years');
    expect(screen.getByLabelText('Experience title')).toHaveValue('');

    fill('Degree', 'BSc');
    fireEvent.click(screen.getByRole('button', { name: 'Add education' }));
    expect(screen.getByText(M.educationIncomplete)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your education' })).not.toBeInTheDocument();
    fill('Institution', 'University of Moratuwa');
    fill('Year of completion', '2019');
    fireEvent.click(screen.getByRole('button', { name: 'Add education' }));
    expect(screen.getByRole('list', { name: 'Your education' })).toHaveTextContent(
      'University of Moratuwa · 2019',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove experience Lead developer' }));
    expect(screen.queryByRole('list', { name: 'Your experience' })).not.toBeInTheDocument();
  });

  it('requires name and email, and sends no password when it is left blank', async () => {
    const { onSubmit } = renderForm();
    fill('Name', '  ');
    submit();
    expect(await screen.findByText(M.nameAndEmailRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fill('Name', 'Kasun Perera');
    fill('Address', '12 Galle Road, Colombo');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0];
    expect(values).toMatchObject({
      name: 'Kasun Perera',
      email: 'kasun@example.com',
      address: '12 Galle Road, Colombo',
      specializationSkills: ['React'],
    });
    expect(values.password).toBeUndefined();
    expect(values).not.toHaveProperty('trainerId');
  });
});
