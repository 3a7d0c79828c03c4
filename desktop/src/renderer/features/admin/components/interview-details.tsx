import { formatDate } from '../../../lib/format';
import type { AdminFresher } from '../api/types';

const LABELS: Record<string, string> = {
  technical: 'Technical',
  conceptual: 'Conceptual',
  behavioral: 'Behavioral',
  coding: 'Coding',
  technicalSkills: 'Technical skills',
  communicationSkills: 'Communication skills',
  problemSolving: 'Problem solving',
};

/** Overall score out of 100, readiness, category percentages, questions completed, completion date. */
export function InterviewDetails({ fresher }: { fresher: AdminFresher }) {
  const i = fresher.interviewScore;
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-baseline gap-4">
        <p className="text-3xl font-bold text-slate-900">
          {i.overallScore ?? 0}
          <span className="text-base font-medium text-slate-500">/100</span>
        </p>
        <p className="rounded-full bg-indigo-50 px-3 py-1 font-semibold text-indigo-700">
          {i.readinessLevel}
        </p>
      </div>
      <ul className="space-y-3">
        {Object.entries(i.categoryPercentages ?? {}).map(([key, value]) => (
          <li key={key}>
            <div className="mb-1 flex justify-between">
              <span>{LABELS[key] ?? key}</span>
              <span className="font-semibold">{value}%</span>
            </div>
            <div className="h-2 rounded-full bg-slate-100">
              <div
                className="h-2 rounded-full bg-indigo-500"
                style={{ width: `${Math.min(100, Number(value))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-slate-600">
        Questions completed: <strong className="text-slate-900">{i.completedQuestions ?? 0}</strong> /{' '}
        {i.totalQuestions ?? 0}
      </p>
      <p className="text-slate-600">Completed: {formatDate(i.completedAt ?? null)}</p>
    </div>
  );
}
