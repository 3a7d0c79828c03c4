import { describe, expect, it } from 'vitest';
import {
  isRecommended,
  priceLabel,
  scoreColour,
  skillKind,
  skillScore,
  splitRecommended,
  weakSkills,
} from './catalogue';

const skills = [
  { name: 'React', category: 'frameworks', proficiencyLevel: 5 }, // 50: weak
  { name: 'Python', category: 'programming languages', proficiencyLevel: 6 }, // 60: not weak
  { name: 'Communication', category: 'soft skills', proficiencyLevel: 5.9 }, // 59: weak
  { name: 'Docker', category: 'tools', proficiencyLevel: 9 },
];

describe('weak skills (part 2 §4, §9)', () => {
  it('are those scoring under 60, score = proficiency × 10', () => {
    expect(weakSkills(skills).map((s) => [s.name, s.score])).toEqual([
      ['React', 50],
      ['Communication', 59],
    ]);
    expect(skillScore(6)).toBe(60);
    expect(weakSkills([{ name: '  ', category: '', proficiencyLevel: 0 }])).toEqual([]);
  });
});

describe('recommendation rule (part 2 §4)', () => {
  const weak = [{ name: 'React' }, { name: 'Communication Skills' }];

  it('recommends when the title contains a weak skill, ignoring case', () => {
    expect(isRecommended({ title: 'Modern REACT Hooks', trainingCategory: 'Frontend' }, weak)).toBe(true);
  });
  it('recommends when the category contains a weak skill', () => {
    expect(isRecommended({ title: 'Hooks Workshop', trainingCategory: 'react and friends' }, weak)).toBe(
      true,
    );
  });
  it('recommends when a weak skill name contains the first word of the title', () => {
    expect(isRecommended({ title: 'Communication for Engineers', trainingCategory: '' }, weak)).toBe(true);
    expect(isRecommended({ title: 'skills Bootcamp', trainingCategory: '' }, weak)).toBe(true);
  });
  it('does not recommend otherwise', () => {
    expect(isRecommended({ title: 'SQL Deep Dive', trainingCategory: 'Databases' }, weak)).toBe(false);
    // "Effective Communication": the first word is not in any weak name, and the title lacks "communication skills".
    expect(isRecommended({ title: 'Effective Communication', trainingCategory: 'Soft' }, weak)).toBe(false);
    expect(isRecommended({ title: 'React', trainingCategory: null }, [])).toBe(false);
    expect(isRecommended({ title: 'Anything', trainingCategory: 'x' }, [{ name: '  ' }])).toBe(false);
  });
  it('splits a list into recommended and the rest, keeping order, each training once', () => {
    const trainings = [
      { title: 'React Basics', trainingCategory: 'Frontend' },
      { title: 'SQL', trainingCategory: 'Databases' },
      { title: 'React Native', trainingCategory: 'Mobile' },
    ];
    const { recommended, others } = splitRecommended(trainings, weak);
    expect(recommended.map((t) => t.title)).toEqual(['React Basics', 'React Native']);
    expect(others.map((t) => t.title)).toEqual(['SQL']);
  });
});

describe('labels and colours', () => {
  it('prices: Free when empty, "0" or containing free; else LKR {price}', () => {
    for (const free of ['', '0', 'FREE', 'Free of charge', '  ']) expect(priceLabel(free)).toBe('Free');
    expect(priceLabel(undefined)).toBe('Free');
    expect(priceLabel('2500')).toBe('LKR 2500');
    expect(priceLabel('LKR 2,500')).toBe('LKR 2,500');
    // One label wherever a price shows (the trainer's own cards too): a typed "Rs." becomes the LKR label.
    expect(priceLabel('Rs. 2500')).toBe('LKR 2500');
    expect(priceLabel('rs 1500 per person')).toBe('LKR 1500 per person');
  });
  it('score colours: 80 green, 60 yellow, else red', () => {
    expect([scoreColour(80), scoreColour(79), scoreColour(60), scoreColour(59)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });
  it('skill category to kind (part 2 §3)', () => {
    expect(skillKind('Soft Skills')).toBe('soft');
    expect(skillKind('communication')).toBe('soft');
    expect(skillKind('Leadership')).toBe('soft');
    expect(skillKind('databases')).toBe('technical');
    expect(skillKind('whatever')).toBe('technical');
    expect(skillKind(undefined)).toBe('technical');
  });
});
