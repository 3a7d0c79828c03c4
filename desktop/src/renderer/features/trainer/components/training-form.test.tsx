import { TRAINER_MESSAGES as M, type TTrainingValues } from '@launchpad/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TrainingForm, type TrainingFormValues } from './training-form';

function renderForm(props: { initialValues?: TrainingFormValues; mode?: 'add' | 'edit' } = {}) {
  const onSubmit = vi.fn<(values: TTrainingValues) => void>();
  const onCancel = vi.fn();
  render(
    <TrainingForm
      mode={props.mode ?? 'add'}
      initialValues={props.initialValues}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel };
}

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Training type'), { target: { value } });
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chip = (slot: string) => screen.getByRole('button', { name: slot });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Training' }));

describe('TrainingForm', () => {
  it('asks for the type first, then shows date and time only for technical and slots only for soft skills', () => {
    renderForm();
    expect(screen.getByLabelText('Training type')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select type' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();

    type('technical');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Start time')).toHaveAttribute('type', 'time');
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Custom time slot')).not.toBeInTheDocument();

    type('soft skills');
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    const slots = screen.getByRole('group', { name: 'Time slots' });
    for (const slot of ['9-10 AM', '10-11 AM', '11 AM-12 PM', '2-3 PM', '3-4 PM', '4-5 PM']) {
      expect(within(slots).getByRole('button', { name: slot })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByLabelText('Online link')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Status')).toHaveValue('upcoming');
    expect(screen.getByLabelText('Duration')).toHaveAttribute('placeholder', '2 hours');
    expect(screen.getByLabelText('Duration')).toHaveAccessibleDescription(
      'Say the hours, e.g. 4 weeks, 16 hours: they add up to your total hours.',
    );
    expect(screen.getByLabelText('Price')).toHaveAttribute('placeholder', 'Free or 2500');
  });

  it('clears the chosen slots when the type changes', () => {
    renderForm();
    type('soft skills');
    fireEvent.click(chip('9-10 AM'));
    fireEvent.click(chip('2-3 PM'));
    expect(chip('9-10 AM')).toHaveAttribute('aria-pressed', 'true');

    type('technical');
    type('soft skills');
    expect(chip('9-10 AM')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('2-3 PM')).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds a custom slot only when it is new and not blank, and lets it be removed', () => {
    renderForm();
    type('soft skills');
    const add = screen.getByRole('button', { name: 'Add slot' });

    fill('Custom time slot', '   ');
    fireEvent.click(add);
    expect(screen.queryByRole('list', { name: 'Your own time slots' })).not.toBeInTheDocument();

    fill('Custom time slot', ' 6-7 PM ');
    fireEvent.click(add);
    const own = screen.getByRole('list', { name: 'Your own time slots' });
    expect(within(own).getAllByRole('listitem')).toHaveLength(1);
    expect(own).toHaveTextContent('6-7 PM');
    expect(screen.getByLabelText('Custom time slot')).toHaveValue('');

    fill('Custom time slot', '6-7 pm');
    fireEvent.keyDown(screen.getByLabelText('Custom time slot'), { key: 'Enter' });
    expect(within(own).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('That time slot is already chosen')).toBeInTheDocument();

    // Typing one of the six is the same as pressing its chip.
    fill('Custom time slot', '3-4 pm');
    fireEvent.click(add);
    expect(chip('3-4 PM')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Remove 6-7 PM' }));
    expect(screen.queryByRole('list', { name: 'Your own time slots' })).not.toBeInTheDocument();
  });

  it("shows the spec's messages on submit and sends nothing until the form is right", async () => {
    const { onSubmit } = renderForm();
    submit();
    expect(await screen.findByText(M.titleAndTypeRequired)).toBeInTheDocument();

    fill('Title', 'React basics');
    type('technical');
    submit();
    expect(await screen.findByText(M.dateAndTimeRequired)).toBeInTheDocument();

    type('soft skills');
    submit();
    expect(await screen.findByText(M.timeSlotRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a technical training with numbers read and no slots', async () => {
    const { onSubmit } = renderForm();
    fill('Title', '  React basics ');
    type('technical');
    fill('Category', 'Web');
    fill('Start date', '2027-03-14');
    fill('Start time', '09:30');
    fill('Available slots', '20');
    fill('Registered participants', '3');
    fill('Duration', '2 hours');
    fill('Price', '2500');
    fill('Online link', 'https://meet.example.com/react');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'React basics',
      trainingType: 'technical',
      trainingCategory: 'Web',
      startDate: '2027-03-14',
      startTime: '09:30',
      availableSlots: 20,
      registeredParticipants: 3,
      timeSlots: [],
      status: 'active',
      onlineLink: 'https://meet.example.com/react',
    });
  });

  it('sends a soft-skills training with its slots and without date and time', async () => {
    const { onSubmit } = renderForm();
    fill('Title', 'Public speaking');
    type('soft skills');
    fireEvent.click(chip('10-11 AM'));
    fireEvent.click(chip('4-5 PM'));
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      trainingType: 'soft skills',
      timeSlots: ['10-11 AM', '4-5 PM'],
      startDate: '',
      startTime: '',
      status: 'upcoming',
    });
  });

  it('is pre-filled when editing, with Save changes and Cancel', () => {
    const { onCancel } = renderForm({
      mode: 'edit',
      initialValues: {
        title: 'Public speaking',
        trainingType: 'soft skills',
        trainingCategory: 'Communication',
        description: '',
        availableSlots: '4',
        registeredParticipants: '0',
        startDate: '',
        startTime: '',
        venue: 'Online',
        timeSlots: ['9-10 AM', '6-7 PM'],
        duration: '1 hour',
        price: 'Free',
        status: 'completed',
        onlineLink: '',
      },
    });
    expect(screen.getByLabelText('Title')).toHaveValue('Public speaking');
    expect(screen.getByLabelText('Status')).toHaveValue('completed');
    expect(chip('9-10 AM')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Your own time slots' })).toHaveTextContent('6-7 PM');
    expect(screen.queryByRole('button', { name: 'Add Training' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
