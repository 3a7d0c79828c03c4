import {
  INTERVIEW_CATEGORIES,
  INTERVIEW_SCORE_FAIR,
  interviewCategoryOf,
  interviewReadinessLevel,
  isCodingQuestionType,
  type TInterviewCategory,
  type TOverallFeedback,
} from '@launchpad/shared';
import type { GradedAnswerForOverall, StoredQuestion } from './types';

const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const round = (x: number | null, fallback: number) => (x === null ? fallback : Math.round(x));
const shortQuestion = (q: StoredQuestion) => {
  const text = q.question.replace(/^Your CV says: "[^"]*"\.\s*/, '').split('\n')[0]!;
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text;
};

/**
 * The overall feedback from every question's grade. Unanswered and skipped questions count as 0. Sub-scores:
 * technical skills from technical, concept and coding answers; communication from the clarity of every
 * answer given in words plus the behavioural answers; problem solving from the problem-solving answers and
 * the coding answers' algorithmic measures.
 */
export function computeOverallFeedback(input: {
  questions: StoredQuestion[];
  answers: GradedAnswerForOverall[];
}): TOverallFeedback {
  const { questions, answers } = input;
  const byId = new Map(answers.map((a) => [a.question.questionId, a]));
  const scoreOf = (q: StoredQuestion) => byId.get(q.questionId)?.score ?? 0;
  const overall = round(avg(questions.map(scoreOf)), 0);

  const categoryPercentages: Partial<Record<TInterviewCategory, number>> = {};
  for (const category of INTERVIEW_CATEGORIES) {
    const inCategory = questions.filter((q) => interviewCategoryOf(q.type) === category);
    if (inCategory.length) categoryPercentages[category] = round(avg(inCategory.map(scoreOf)), 0);
  }

  const technicalQs = questions.filter(
    (q) => ['technical', 'technical_conceptual'].includes(q.type) || isCodingQuestionType(q.type),
  );
  const technical = round(avg(technicalQs.map(scoreOf)), overall);

  const spoken = answers.filter((a) => !a.skipped && a.answerMode !== 'code');
  const behaviouralQs = questions.filter((q) => q.type === 'behavioral');
  const clarity = avg(spoken.map((a) => a.feedback.communicationClarity * 10));
  const behaviouralAvg = avg(behaviouralQs.map(scoreOf));
  const skippedShare = questions.length ? answers.filter((a) => a.skipped).length / questions.length : 0;
  const communicationBase =
    clarity === null
      ? behaviouralAvg
      : behaviouralAvg === null
        ? clarity
        : 0.6 * clarity + 0.4 * behaviouralAvg;
  const communication = round(
    communicationBase === null ? null : communicationBase * (1 - 0.5 * skippedShare),
    overall,
  );

  const problemQs = questions.filter((q) => q.type === 'problem-solving');
  const codingAnswers = questions
    .filter((q) => isCodingQuestionType(q.type))
    .map((q) => byId.get(q.questionId));
  const algorithmic = codingAnswers.map((a) => {
    const at = a?.feedback.algorithmicThinking;
    if (!a || a.skipped || !at) return 0;
    return (
      ((at.problemDecomposition + at.algorithmChoice + at.edgeCaseHandling + at.timeComplexity) / 40) *
        100 *
        0.5 +
      a.score * 0.5
    );
  });
  const problemSolving = round(avg([...problemQs.map(scoreOf), ...algorithmic]), overall);

  // Weak areas: questions under 60, weakest first, named by their topic.
  const weak = questions
    .map((q) => ({ q, score: scoreOf(q), answer: byId.get(q.questionId) }))
    .filter((x) => x.score < INTERVIEW_SCORE_FAIR)
    .sort((a, b) => a.score - b.score);
  const recommendations: string[] = [];
  for (const { q, score, answer } of weak) {
    if (!answer || answer.skipped) {
      recommendations.push(
        `Practise ${q.topic}: you ${answer ? 'skipped' : 'did not answer'} "${shortQuestion(q)}"`,
      );
    } else if (isCodingQuestionType(q.type)) {
      const tr = answer.feedback.testResults;
      recommendations.push(
        `Practise ${q.topic.toLowerCase()}: your solution passed ${tr?.passed ?? 0} of ${tr?.total ?? 0} tests${
          tr && tr.edgeCasesPassed < tr.edgeCasesTotal
            ? '; test empty and single-element inputs before submitting'
            : ''
        }`,
      );
    } else if (q.type === 'behavioral') {
      const missing = answer.feedback.improvements
        .filter((i) => i.startsWith('Add the '))
        .map((i) => i.slice(8).split(':')[0]);
      recommendations.push(
        `Prepare ${q.topic.toLowerCase()} stories with the STAR method${missing.length ? ` (your answer lacked ${missing.join(', ')})` : ''}: scored ${score}`,
      );
    } else {
      const missed = answer.feedback.keyPointsMissed?.slice(0, 2) ?? [];
      recommendations.push(
        `Review ${q.topic}: your answer to "${shortQuestion(q)}" scored ${score}${missed.length ? `; cover ${missed.join(' and ')}` : ''}`,
      );
    }
  }
  const speechAnswers = spoken.filter((a) => a.feedback.speech);
  const fillerTotal = speechAnswers.reduce(
    (s, a) => s + (a.feedback.speech?.fillerWords.reduce((t, f) => t + f.count, 0) ?? 0),
    0,
  );
  if (fillerTotal >= 8)
    recommendations.push(`Reduce filler words: ${fillerTotal} across your spoken answers`);
  if (!recommendations.length) {
    recommendations.push(
      'Strong interview: try a job description with technologies you have not used yet to stretch further',
    );
  }

  const describe = (label: string, score: number, detail: string) =>
    `${label} ${score}/100: ${score >= 80 ? 'strong' : score >= 60 ? 'solid, with room to grow' : 'needs practice'}. ${detail}`;
  const techDetail = technicalQs.map((q) => `${q.topic} ${scoreOf(q)}`).join(', ');
  const commDetail =
    clarity === null
      ? 'No answer was given in words.'
      : `Average clarity ${(clarity / 10).toFixed(1)}/10 over ${spoken.length} answer(s) in words${behaviouralAvg !== null ? `; behavioural answer ${Math.round(behaviouralAvg)}` : ''}.`;
  const psDetail = [
    ...problemQs.map((q) => `scenario ${scoreOf(q)}`),
    ...codingAnswers.map((a) =>
      a?.feedback.testResults
        ? `coding tests ${a.feedback.testResults.passed}/${a.feedback.testResults.total}`
        : 'coding not answered',
    ),
  ].join(', ');

  return {
    score: overall,
    feedback: {
      technicalSkills: {
        score: technical,
        feedback: describe('Technical skills', technical, `By question: ${techDetail}.`),
      },
      communicationSkills: {
        score: communication,
        feedback: describe('Communication', communication, commDetail),
      },
      problemSolving: {
        score: problemSolving,
        feedback: describe('Problem solving', problemSolving, psDetail ? `${psDetail}.` : ''),
      },
      recommendations: recommendations.slice(0, 6),
    },
    categoryPercentages,
    readinessLevel: interviewReadinessLevel(overall),
    weakAreas: [...new Set(weak.map((w) => w.q.topic))],
    completedQuestions: answers.filter((a) => !a.skipped).length,
    totalQuestions: questions.length,
  };
}
