import { PROFILE_MESSAGES as M } from '@launchpad/shared';
import { NotFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { SkillsAssessment } from '../models/SkillsAssessment';

/** A user's skills assessments, newest first (the first is the recent one). */
export async function listAssessments(userId: string): Promise<SkillsAssessment[]> {
  return SkillsAssessment.query().where({ userId }).orderBy('completedAt', 'desc').orderBy('id');
}

/** Deletes one of the user's assessments; someone else's is "not found", exactly like a missing one. */
export async function deleteAssessment(userId: string, id: string): Promise<void> {
  const deleted = isUuid(id) ? await SkillsAssessment.query().delete().where({ id, userId }) : 0;
  if (deleted === 0) throw new NotFound(M.assessmentNotFound);
}
