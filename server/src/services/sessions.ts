import type { Knex } from 'knex';
import { Session } from '../models/Session';
import { User } from '../models/User';
import { hashToken, newSecretToken } from '../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a sign-in lasts: unused for `idleMs` or older than `absoluteMs`, it is dead. */
export const SESSION_LIFETIMES = {
  cookie: { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS },
  bearer: { idleMs: 30 * DAY_MS, absoluteMs: 90 * DAY_MS },
} as const;

/** `last_seen_at` is written at most this often, so reading pages does not mean a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface DeviceInfo {
  userAgent?: string;
  ip?: string;
}

/** Starts a new sign-in for `userId` and returns the secret that the client will present. */
export async function startSession(
  userId: string,
  kind: Session['kind'],
  device: DeviceInfo,
  trx?: Knex.Transaction,
): Promise<{ token: string; session: Session }> {
  const token = newSecretToken();
  const session = await Session.query(trx).insertAndFetch({
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + SESSION_LIFETIMES[kind].absoluteMs),
    userAgent: device.userAgent?.slice(0, 300) ?? null,
    ip: device.ip ?? null,
  });
  return { token, session };
}

/** The live session and its user for a presented secret, or null. Refreshes the idle clock. */
export async function resumeSession(
  token: string,
  kind: Session['kind'],
): Promise<{ session: Session; user: User } | null> {
  const now = Date.now();
  // One round trip, and no graph building: the user row with the few session columns the app reads,
  // aliased so they cannot clash with the user's own.
  const row = (await User.query()
    .join('sessions', 'sessions.userId', 'users.id')
    .select(
      'users.*',
      'sessions.id as sessionId',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.expiresAt as sessionExpiresAt',
    )
    .findOne({ 'sessions.tokenHash': hashToken(token), 'sessions.kind': kind })
    .whereNull('sessions.revokedAt')
    .where('sessions.expiresAt', '>', new Date(now))
    .where('sessions.lastSeenAt', '>', new Date(now - SESSION_LIFETIMES[kind].idleMs))) as
    (User & { sessionId: string; sessionLastSeenAt: Date; sessionExpiresAt: Date }) | undefined;
  if (!row) return null;
  const { sessionId, sessionLastSeenAt, sessionExpiresAt, ...userColumns } = row;
  const user = User.fromJson(userColumns, { skipValidation: true });
  // The session as far as requests need it: who, which kind, and its clocks.
  const session = Session.fromJson(
    { id: sessionId, userId: user.id, kind, lastSeenAt: sessionLastSeenAt, expiresAt: sessionExpiresAt },
    { skipValidation: true },
  );
  await touchSession(session, now);
  return { session, user };
}

/** True while `session` is neither expired nor idle for too long at `now`. */
export function isSessionLive(session: Pick<Session, 'kind' | 'lastSeenAt' | 'expiresAt'>, now: number) {
  return (
    session.expiresAt.getTime() > now &&
    session.lastSeenAt.getTime() > now - SESSION_LIFETIMES[session.kind].idleMs
  );
}

/** Moves the idle clock (and the user's last activity) on, at most once a minute. */
export async function touchSession(session: Session, now: number): Promise<void> {
  if (now - session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) return;
  const seen = new Date(now);
  session.lastSeenAt = seen;
  await Promise.all([
    Session.query().patch({ lastSeenAt: seen }).findById(session.id),
    User.query().patch({ lastActiveAt: seen }).findById(session.userId),
  ]);
}

export async function revokeSession(sessionId: string): Promise<void> {
  await Session.query().patch({ revokedAt: new Date() }).findById(sessionId).whereNull('revokedAt');
}

/** Signs a user out everywhere, optionally keeping the session making the request. */
export async function revokeUserSessions(
  userId: string,
  options: { except?: string; trx?: Knex.Transaction } = {},
): Promise<number> {
  const query = Session.query(options.trx)
    .patch({ revokedAt: new Date() })
    .where({ userId })
    .whereNull('revokedAt');
  if (options.except) query.whereNot('id', options.except);
  return query;
}
