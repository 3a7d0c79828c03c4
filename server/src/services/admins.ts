import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { Unauthorized } from '../lib/errors';
import { hashToken, newSecretToken } from '../lib/tokens';
import { Admin, AdminSession } from '../models/Admin';
import { hashSecret, verifyNothing, verifySecret } from './passwords';
import type { RateLimits } from './rateLimits';

/** Admin tokens live for one working day. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Makes sure the configured admin exists and can sign in with the configured password. Run at start;
 * changing ADMIN_PASSWORD and restarting changes the password.
 */
export async function ensureAdmin(email: string, password: string): Promise<Admin> {
  const existing = await Admin.query().findOne({ email });
  if (!existing) {
    return Admin.query().insertAndFetch({
      name: 'Administrator',
      email,
      passwordHash: await hashSecret(password),
    });
  }
  if (!(await verifySecret(existing.passwordHash, password))) {
    await Admin.query()
      .patch({ passwordHash: await hashSecret(password) })
      .findById(existing.id);
  }
  return existing;
}

export async function adminLogin(
  limits: RateLimits,
  email: string,
  password: string,
): Promise<{ admin: Admin; token: string }> {
  const key = `admin:${email}`;
  await limits.assertLoginAllowed(key);
  const admin = await Admin.query().findOne({ email });
  const valid = admin ? await verifySecret(admin.passwordHash, password) : await verifyNothing(password);
  if (!admin || !valid) {
    await limits.loginFailed(key);
    throw new Unauthorized(M.invalidCredentials);
  }
  await limits.loginSucceeded(key);
  const token = newSecretToken();
  await AdminSession.query().insert({
    adminId: admin.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_MS),
  });
  return { admin, token };
}

export async function resumeAdminSession(
  token: string,
): Promise<{ admin: Admin; session: AdminSession } | null> {
  const session = await AdminSession.query()
    .findOne({ tokenHash: hashToken(token) })
    .whereNull('revokedAt')
    .where('expiresAt', '>', new Date());
  if (!session) return null;
  const admin = await Admin.query().findById(session.adminId);
  return admin ? { admin, session } : null;
}

export async function revokeAdminSession(sessionId: string): Promise<void> {
  await AdminSession.query().patch({ revokedAt: new Date() }).findById(sessionId);
}
