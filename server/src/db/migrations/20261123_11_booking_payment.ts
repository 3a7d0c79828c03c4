import type { Knex } from 'knex';

/**
 * Booking and payment (spec part 2 §2.6-2.8): payments, the receipt's confirmation code, cancelled
 * trainings, and payment codes bound to one registration and amount.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registrations', (t) => {
    // TRN-... on the receipt; set when the booking is confirmed.
    t.text('confirmation_code').unique();
    // What this booking costs, fixed from the training's price when the seat is held.
    t.bigInteger('amount_cents').notNullable().defaultTo(0);
    t.timestamp('cancelled_at', { useTz: true });
  });
  // A person holds or owns at most one confirmed booking per training (holds are checked under the lock).
  await knex.raw(
    "create unique index registrations_one_confirmed on registrations (training_id, user_id) where status = 'confirmed'",
  );
  // An individual (soft-skills) time slot is confirmed to one person at most.
  await knex.raw(
    "create unique index registrations_slot_confirmed on registrations (training_id, selected_slot) where status = 'confirmed' and selected_slot is not null",
  );

  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // One payment per registration: the database itself refuses a second confirmation.
    t.uuid('registration_id').notNullable().unique().references('registrations.id').onDelete('RESTRICT');
    t.uuid('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.bigInteger('amount_cents').notNullable();
    t.text('currency').notNullable().defaultTo('LKR');
    t.text('method').notNullable().checkIn(['card', 'bank', 'mobile', 'free']);
    // Never a full card or account number, never a CVV: the last four digits only.
    t.text('last4');
    t.text('provider').notNullable();
    t.text('provider_reference').notNullable();
    t.text('status').notNullable().defaultTo('paid').checkIn(['paid', 'refund_pending', 'refunded']);
    t.timestamp('refund_requested_at', { useTz: true });
    t.timestamps(true, true);
  });

  await knex.schema.alterTable('trainings', (t) => {
    // A training deleted while people had booked is cancelled instead: hidden, its bookings kept.
    t.timestamp('cancelled_at', { useTz: true });
  });

  // Payment codes: a purpose of their own and a binding (registration and amount) they are only good for.
  await knex.raw('alter table one_time_codes drop constraint if exists one_time_codes_purpose_check');
  await knex.raw(
    "alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('verify-email', 'reset-password', 'payment'))",
  );
  await knex.schema.alterTable('one_time_codes', (t) => {
    t.text('binding').notNullable().defaultTo('');
  });
  await knex.raw('drop index if exists one_time_codes_live');
  await knex.raw(
    'create unique index one_time_codes_live on one_time_codes (user_id, purpose, binding) where consumed_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("delete from one_time_codes where purpose = 'payment'");
  await knex.raw('drop index if exists one_time_codes_live');
  await knex.raw(
    'create unique index one_time_codes_live on one_time_codes (user_id, purpose) where consumed_at is null',
  );
  await knex.schema.alterTable('one_time_codes', (t) => t.dropColumn('binding'));
  await knex.raw('alter table one_time_codes drop constraint if exists one_time_codes_purpose_check');
  await knex.raw(
    "alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('verify-email', 'reset-password'))",
  );
  await knex.schema.alterTable('trainings', (t) => t.dropColumn('cancelled_at'));
  await knex.schema.dropTableIfExists('payments');
  await knex.raw('drop index if exists registrations_slot_confirmed');
  await knex.raw('drop index if exists registrations_one_confirmed');
  await knex.schema.alterTable('registrations', (t) => {
    t.dropColumn('confirmation_code');
    t.dropColumn('amount_cents');
    t.dropColumn('cancelled_at');
  });
}
