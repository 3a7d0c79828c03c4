import pg from 'pg';
import type { Logger } from '../lib/logger';
import { hashToken } from '../lib/tokens';
import type { Session } from '../models/Session';
import type { User } from '../models/User';
import { isSessionLive, resumeSession, touchSession } from './sessions';

/** The channel the database announces changes to users and sessions on (see the auth_changed migration). */
export const AUTH_CHANGED_CHANNEL = 'launchpad_auth_changed';

/** A safety net only: entries are dropped the moment their user or session changes anywhere. */
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const RECONNECT_MS = 1_000;

interface Entry {
  session: Session;
  user: User;
  cachedAt: number;
}

export interface SessionCache {
  /** The live session and its user for a presented secret, or null; from memory when it can be trusted. */
  resume(token: string, kind: Session['kind']): Promise<{ session: Session; user: User } | null>;
  /** Forgets everything cached for `userId` in this process (the database tells the other processes). */
  forgetUser(userId: string): void;
  close(): Promise<void>;
}

/**
 * Sessions resolved on every authenticated request, kept in memory so browsing costs no database round
 * trip, and still revocable at once: a trigger in the database NOTIFYs every server process whenever a user
 * or a session row changes or goes (sign-out, password change, verification, plan, deletion, expiry
 * edits made by hand), and each process drops that user's entries. While this process is not listening
 * (starting, or the connection dropped), nothing is served from memory.
 */
export function createSessionCache(connectionString: string, log: Logger): SessionCache {
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  /** Bumped by every eviction: a lookup that overlapped one does not store what it read. */
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    keysByUser.clear();
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const key of keysByUser.get(userId) ?? []) entries.delete(key);
    keysByUser.delete(userId);
  };

  const connect = async () => {
    if (closed || client) return;
    const next = new pg.Client({ connectionString });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      if (error && !closed) log.warn({ err: error }, 'session cache: lost the database listener');
      listening = false;
      client = undefined;
      forgetAll();
      void next.end().catch(() => undefined);
      if (!closed) reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === AUTH_CHANGED_CHANNEL && message.payload) forgetUser(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
      if (client === next) {
        forgetAll(); // anything that changed before we listened
        listening = true;
      }
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    async resume(token, kind) {
      if (!listening) {
        void connect();
        return resumeSession(token, kind);
      }
      const key = `${kind}:${hashToken(token)}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.cachedAt < ENTRY_TTL_MS && isSessionLive(hit.session, now)) {
        await touchSession(hit.session, now);
        return { session: hit.session, user: hit.user };
      }
      const startedAt = generation;
      const found = await resumeSession(token, kind);
      if (!found) {
        entries.delete(key);
        return null;
      }
      if (listening && generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) forgetAll();
        entries.set(key, { ...found, cachedAt: now });
        const keys = keysByUser.get(found.user.id) ?? new Set<string>();
        keys.add(key);
        keysByUser.set(found.user.id, keys);
      }
      return found;
    },
    forgetUser,
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      listening = false;
      const current = client;
      client = undefined;
      forgetAll();
      await current?.end().catch(() => undefined);
    },
  };
}
