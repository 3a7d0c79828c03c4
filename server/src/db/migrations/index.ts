import type { Knex } from 'knex';
import * as accounts from './20261121_01_accounts';
import * as trainerArea from './20261122_02_trainer_area';
import * as profileCv from './20261122_03_profile_cv';
import * as analysisRuns from './20261122_04_analysis_runs';
import * as registrations from './20261123_01_registrations';
import * as authChangedNotify from './20261123_14_auth_changed_notify';
import * as jobWeightedScore from './20261123_14_job_weighted_score';
import * as bookingPayment from './20261123_11_booking_payment';
import * as eventNotices from './20261123_10_event_notices';
import * as newsItems from './20261123_10_news_items';
import * as reviews from './20261123_10_reviews';
import * as adminAudit from './20261123_12_admin_audit';
import * as interviews from './20261123_09_interviews';

/** Migrations are listed here (not discovered on disk) so they run the same under tsx, vitest and a bundle. */
const migrations: Record<string, Knex.Migration> = {
  '20261121_01_accounts': accounts,
  '20261122_02_trainer_area': trainerArea,
  '20261122_03_profile_cv': profileCv,
  '20261122_04_analysis_runs': analysisRuns,
  '20261123_01_registrations': registrations,
  '20261123_14_auth_changed_notify': authChangedNotify,
  '20261123_14_job_weighted_score': jobWeightedScore,
  '20261123_11_booking_payment': bookingPayment,
  '20261123_10_event_notices': eventNotices,
  '20261123_10_news_items': newsItems,
  '20261123_10_reviews': reviews,
  '20261123_12_admin_audit': adminAudit,
  '20261123_09_interviews': interviews,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
