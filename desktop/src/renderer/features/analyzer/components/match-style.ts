import { cardMatchColour } from '@launchpad/shared';

/** Result-card colours (spec §9: 80 and up green, 60 and up blue, else red). */
const styles = {
  green: {
    text: 'text-emerald-700',
    soft: 'bg-emerald-50 ring-emerald-100',
    bar: 'bg-emerald-500',
    pill: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
    label: 'Strong match',
  },
  blue: {
    text: 'text-blue-700',
    soft: 'bg-blue-50 ring-blue-100',
    bar: 'bg-blue-500',
    pill: 'bg-blue-50 text-blue-700 ring-blue-600/20',
    label: 'Good match',
  },
  red: {
    text: 'text-red-700',
    soft: 'bg-red-50 ring-red-100',
    bar: 'bg-red-500',
    pill: 'bg-red-50 text-red-700 ring-red-600/20',
    label: 'Weak match',
  },
} as const;

export function matchStyle(percent: number) {
  return styles[cardMatchColour(percent)];
}
