import { TRAINING_STATUS_DISPLAY, type TTrainingStatus } from '@launchpad/shared';
import type { BadgeTone } from '../components/ui/badge';

const statusTones: Record<'blue' | 'green' | 'gray', BadgeTone> = {
  blue: 'blue',
  green: 'green',
  gray: 'slate',
};

/** A training's status label and badge colour: Upcoming blue, Open for Registrations green, Completed gray. */
export function statusBadge(status: TTrainingStatus): { label: string; tone: BadgeTone } {
  const display = TRAINING_STATUS_DISPLAY[status];
  return { label: display.label, tone: statusTones[display.colour] };
}
