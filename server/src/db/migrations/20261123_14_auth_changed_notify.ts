import type { Knex } from 'knex';

/**
 * Every server process keeps resolved sessions in memory (services/sessionCache.ts). This trigger is what
 * keeps that safe: any change to a user or a session row, made by any process or by hand, NOTIFYs the
 * user's id at commit, and every process forgets that user's cached sessions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function launchpad_notify_auth_changed() returns trigger language plpgsql as $$
    declare
      changed record;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name = 'users' then
        perform pg_notify('launchpad_auth_changed', changed.id::text);
      else
        perform pg_notify('launchpad_auth_changed', changed.user_id::text);
      end if;
      return null;
    end
    $$;
    create trigger users_auth_changed after update or delete on users
      for each row execute function launchpad_notify_auth_changed();
    create trigger sessions_auth_changed after update or delete on sessions
      for each row execute function launchpad_notify_auth_changed();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger if exists sessions_auth_changed on sessions;
    drop trigger if exists users_auth_changed on users;
    drop function if exists launchpad_notify_auth_changed();
  `);
}
