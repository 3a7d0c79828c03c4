import { describe, expect, it } from 'vitest';
import { recommendTrainings, weakAreas } from './recommend-trainings';

const trainings = [
  { _id: 'a', title: 'Data Structures and Algorithms for Interviews', trainingCategory: 'Computer Science' },
  { _id: 'b', title: 'Interview Communication Coaching', trainingCategory: 'Communication' },
  { _id: 'c', title: 'Leadership Skills for New Graduates', trainingCategory: 'Leadership' },
  { _id: 'd', title: 'React from Zero', trainingCategory: 'Web Development' },
];

describe('recommendTrainings', () => {
  it('keeps only areas under 60, weakest first', () => {
    expect(
      weakAreas([
        { name: 'A', score: 60 },
        { name: 'B', score: 59 },
        { name: 'C', score: 10 },
      ]).map((a) => a.name),
    ).toEqual(['C', 'B']);
  });

  it('matches a weak area against the title or the category, never a strong one', () => {
    const picked = recommendTrainings(trainings, [
      { name: 'Communication Skills', score: 40, terms: ['Communication'] },
      { name: 'Problem Solving', score: 85, terms: ['Algorithms'] },
    ]);
    expect(picked.map((p) => p.training._id)).toEqual(['b']);
    expect(picked[0]!.area).toBe('Communication Skills');
  });

  it('matches when the area name contains the first word of the title', () => {
    const picked = recommendTrainings(trainings, [{ name: 'Leadership and teamwork', score: 30 }]);
    expect(picked.map((p) => p.training._id)).toEqual(['c']);
  });

  it('lists each training once, weakest area first, up to the limit', () => {
    const picked = recommendTrainings(
      trainings,
      [
        { name: 'Problem Solving', score: 50, terms: ['Algorithms', 'Computer Science'] },
        { name: 'Communication', score: 20 },
      ],
      2,
    );
    expect(picked.map((p) => [p.training._id, p.area])).toEqual([
      ['b', 'Communication'],
      ['a', 'Problem Solving'],
    ]);
  });

  it('recommends nothing when nothing is weak or nothing matches', () => {
    expect(recommendTrainings(trainings, [{ name: 'Quantum Chemistry', score: 10 }])).toEqual([]);
    expect(recommendTrainings(trainings, [])).toEqual([]);
  });
});
