import type { Knex } from 'knex';

/**
 * A fresher's place on a training: a seat hold while they pay, then confirmed (spec part 2 §2.6-2.8).
 * The catalogue's review eligibility reads confirmed rows; booking and payment own the life cycle.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('registrations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('training_id').notNullable().references('trainings.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // held: seat kept until hold_expires_at while the fresher pays; confirmed: paid; expired: hold lapsed;
    // cancelled: the training was cancelled (or the booking withdrawn).
    t.text('status').notNullable().defaultTo('held').checkIn(['held', 'confirmed', 'expired', 'cancelled']);
    t.text('participant_name').notNullable();
    t.text('participant_email').notNullable();
    t.text('participant_contact').notNullable();
    t.text('affiliation')
      .notNullable()
      .checkIn(['undergraduate', 'intern', 'postgraduate', 'professional', 'other']);
    t.text('selected_slot');
    t.timestamp('hold_expires_at', { useTz: true });
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['training_id', 'status']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('registrations');
}
