import { describe, expect, it } from 'vitest';
import {
  durationHours,
  isFreePrice,
  joinTimeSlots,
  normaliseTrainingType,
  spotsLeft,
  trainingFormat,
} from './training';

describe('training rules', () => {
  it('reads the training type however it is spelled', () => {
    expect(normaliseTrainingType('Technical')).toBe('technical');
    for (const spelling of ['soft skills', 'Soft Skills', 'soft-skills', 'softskills', 'SOFT_SKILLS']) {
      expect(normaliseTrainingType(spelling)).toBe('soft skills');
    }
    expect(normaliseTrainingType('cooking')).toBeUndefined();
    expect(normaliseTrainingType(undefined)).toBeUndefined();
  });

  it('treats empty, "0" and anything with "free" as free', () => {
    for (const price of ['', '  ', '0', '0.00', 'Free', 'FREE for students', null])
      expect(isFreePrice(price)).toBe(true);
    for (const price of ['2500', 'LKR 1,500', '10']) expect(isFreePrice(price)).toBe(false);
  });

  it('joins slots only for soft skills', () => {
    expect(joinTimeSlots('soft skills', ['9-10 AM', '2-3 PM'])).toBe('9-10 AM, 2-3 PM');
    expect(joinTimeSlots('technical', ['9-10 AM'])).toBe('');
  });

  it('counts places left, never below zero, and names the format', () => {
    expect(spotsLeft(10, 4)).toBe(6);
    expect(spotsLeft(3, 5)).toBe(0);
    expect(trainingFormat('soft skills')).toBe('Individual Training');
    expect(trainingFormat('technical')).toBe('Group Training');
  });

  it('reads hours from free-text durations', () => {
    expect(durationHours('2 hours')).toBe(2);
    expect(durationHours('90 minutes')).toBe(1.5);
    expect(durationHours('1.5 hrs')).toBe(1.5);
    expect(durationHours('1 hour 30 mins')).toBe(1.5);
    expect(durationHours('3 days')).toBe(24);
    expect(durationHours('6 weeks x 2 hours')).toBe(12);
    expect(durationHours('a while')).toBe(0);
    expect(durationHours('')).toBe(0);
  });
});
