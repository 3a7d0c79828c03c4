import type { AdminFresher } from '../api/types';

/** Every skill with its level out of 10, category and years of experience; strengths and weaknesses. */
export function SkillsDetails({ fresher }: { fresher: AdminFresher }) {
  const a = fresher.skillsAssessment;
  return (
    <div className="space-y-5 text-sm">
      <p className="text-slate-600">
        Overall score <strong className="text-slate-900">{a.overallScore}</strong> · {a.totalSkills} skills ·
        average proficiency <strong className="text-slate-900">{a.averageProficiency.toFixed(1)}/10</strong>
      </p>
      <table className="w-full text-left">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2">Skill</th>
            <th className="py-2">Level</th>
            <th className="py-2">Category</th>
            <th className="py-2">Experience</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {a.skills.map((skill, index) => (
            <tr key={`${skill.name}-${index}`}>
              <td className="py-2 font-medium text-slate-900">{skill.name}</td>
              <td className="py-2">{skill.proficiencyLevel}/10</td>
              <td className="py-2">{skill.category || '—'}</td>
              <td className="py-2">
                {typeof skill.yearsOfExperience === 'number' ? `${skill.yearsOfExperience} years` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-4 sm:grid-cols-2">
        <List title="Strengths" items={a.strengths} tone="text-emerald-700" />
        <List title="Weaknesses" items={a.weaknesses} tone="text-red-700" />
      </div>
    </div>
  );
}

function List({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  return (
    <section>
      <h3 className={`mb-2 font-semibold ${tone}`}>{title}</h3>
      {items.length === 0 ? (
        <p className="text-slate-500">None recorded</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
