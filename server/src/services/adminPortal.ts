import type { Knex } from 'knex';
import { ADMIN_TOP_SKILLS, interviewReadinessLevel } from '@launchpad/shared';

/**
 * The admin portal's lists (spec part 2 §2.10, §3 admin views). Each list is ONE query: the database
 * picks the latest assessment, the CV, the last activity and the aggregates with lateral joins, so the
 * cost does not grow with one round trip per person.
 */

/** Freshers with their skills assessment, CV, last activity and latest completed interview. */
export async function listFreshers(db: Knex) {
  const { rows } = await db.raw(
    `
    select u.id as "_id", u.name, u.email, u.phone_number as "phoneNumber", u.created_at as "createdAt",
      greatest(u.last_active_at, s.last_seen) as "lastActive",
      case when c.file_name is null then null else json_build_object('fileName', c.file_name) end as "currentCV",
      (c.file_name is not null) as "hasCV",
      case when a.id is null then json_build_object(
          'hasAssessment', false, 'overallScore', 0, 'totalSkills', 0, 'averageProficiency', 0,
          'topSkills', '[]'::json, 'skills', '[]'::json, 'strengths', '[]'::json, 'weaknesses', '[]'::json)
        else json_build_object(
          'hasAssessment', true,
          'overallScore', a.overall_score,
          'totalSkills', jsonb_array_length(a.skills),
          'averageProficiency', coalesce((select round(avg((sk->>'proficiencyLevel')::numeric), 1)
              from jsonb_array_elements(a.skills) sk
              where jsonb_typeof(sk->'proficiencyLevel') = 'number'), 0),
          'topSkills', coalesce((select json_agg(t.sk) from (
              select sk from jsonb_array_elements(a.skills) sk
              order by case when jsonb_typeof(sk->'proficiencyLevel') = 'number'
                then (sk->>'proficiencyLevel')::numeric end desc nulls last
              limit ?) t), '[]'::json),
          'skills', a.skills,
          'strengths', a.strengths,
          'weaknesses', a.weaknesses,
          'completedAt', a.completed_at)
      end as "skillsAssessment",
      case when i.id is null then json_build_object('hasInterview', false)
        else json_build_object(
          'hasInterview', true,
          'overallScore', coalesce(i.overall_score, 0),
          -- The engine's per-category percentages (issue 9); without them, the three overall sub-scores.
          'categoryPercentages', coalesce(i.overall_feedback->'categoryPercentages', jsonb_build_object(
            'technicalSkills', coalesce(i.overall_feedback#>'{feedback,technicalSkills,score}',
              i.overall_feedback#>'{technicalSkills,score}', '0'::jsonb),
            'communicationSkills', coalesce(i.overall_feedback#>'{feedback,communicationSkills,score}',
              i.overall_feedback#>'{communicationSkills,score}', '0'::jsonb),
            'problemSolving', coalesce(i.overall_feedback#>'{feedback,problemSolving,score}',
              i.overall_feedback#>'{problemSolving,score}', '0'::jsonb))),
          'completedQuestions', i.answered,
          'totalQuestions', jsonb_array_length(i.questions),
          'completedAt', i.completed_at)
      end as "interviewScore"
    from users u
    left join lateral (select max(last_seen_at) as last_seen from sessions where user_id = u.id) s on true
    left join cvs c on c.user_id = u.id
    left join lateral (select * from skills_assessments where user_id = u.id
      order by completed_at desc, created_at desc limit 1) a on true
    left join lateral (select iv.*, (select count(*)::int from interview_answers ia
        where ia.interview_id = iv.id and not ia.skipped) as answered
      from interviews iv where iv.user_id = u.id and iv.status = 'completed'
      order by iv.completed_at desc nulls last limit 1) i on true
    where u.account_type = 'Fresher'
    order by u.created_at desc
    `,
    [ADMIN_TOP_SKILLS],
  );
  // The readiness level is the shared rule (one place for the 80/60 thresholds), applied to the row.
  return (rows as FresherRow[]).map((row) => {
    const interview = row.interviewScore;
    if (interview.hasInterview) {
      interview.readinessLevel = interviewReadinessLevel(Number(interview.overallScore ?? 0));
    }
    return row;
  });
}

interface FresherRow {
  interviewScore: { hasInterview: boolean; overallScore?: number; readinessLevel?: string };
  [key: string]: unknown;
}

/** Trainers as the public sees them, plus their created trainings and the counts the cards show. */
export async function listTrainers(db: Knex) {
  const { rows } = await db.raw(
    `
    select u.id as "_id", coalesce(u.trainer_id, '') as "trainerId", u.name, u.email, u.phone_number as "contact",
      u.is_account_verified as "isAccountVerified",
      coalesce(p.specialization_skills, '[]'::jsonb) as "specializationSkills",
      coalesce(p.experiences, '[]'::jsonb) as "experiences",
      coalesce(p.education, '[]'::jsonb) as "education",
      jsonb_array_length(coalesce(p.education, '[]'::jsonb)) as "educationCount",
      jsonb_array_length(coalesce(p.experiences, '[]'::jsonb)) as "experienceCount",
      json_build_object('average', coalesce(r.average, 0), 'totalRatings', coalesce(r.total, 0)) as "ratings",
      greatest(u.last_active_at, s.last_seen) as "lastActive",
      u.created_at as "createdAt",
      json_build_object(
        'total', coalesce(t.total, 0), 'active', coalesce(t.active, 0),
        'upcoming', coalesce(t.upcoming, 0), 'completed', coalesce(t.completed, 0),
        'totalParticipants', coalesce(t.participants, 0),
        'trainings', coalesce(t.list, '[]'::json)) as "createdTrainings"
    from users u
    left join trainer_profiles p on p.user_id = u.id
    left join lateral (select max(last_seen_at) as last_seen from sessions where user_id = u.id) s on true
    left join lateral (select round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as total
      from reviews where trainer_id = u.id) r on true
    left join lateral (
      select count(*)::int as total,
        (count(*) filter (where status = 'active'))::int as active,
        (count(*) filter (where status = 'upcoming'))::int as upcoming,
        (count(*) filter (where status = 'completed'))::int as completed,
        coalesce(sum(registered_participants), 0)::int as participants,
        json_agg(json_build_object(
          '_id', id, 'title', title, 'status', status,
          'registeredParticipants', registered_participants, 'availableSlots', available_slots,
          'trainingType', training_type, 'trainingCategory', training_category,
          'duration', duration, 'startDate', start_date, 'description', description)
          order by start_date desc nulls last, created_at desc) as list
      from trainings where trainer_user_id = u.id and cancelled_at is null) t on true
    where u.account_type = 'Trainer'
    order by u.created_at desc
    `,
  );
  return rows as Record<string, unknown>[];
}
