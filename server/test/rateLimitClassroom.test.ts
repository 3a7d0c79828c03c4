import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { newAccount, startTestApp, type TestApp } from './testApp';

/**
 * A classroom behind one router: every request comes from 127.0.0.1, with the product's default limits.
 * Browsing must never count against the per-address limit; guessing one account's password still stops.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const PAGE_LOADS = ['/api/auth/is-auth', '/api/user/profile', '/api/swot/ratings', '/api/trainings/all'];

describe('a classroom behind one address', () => {
  it('lets 40 people sign in and load 20 pages each without a refusal', async () => {
    const people = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const account = newAccount();
        const { user } = await app.deps.accounts.register({ ...account, accountType: 'Fresher' }, 'cookie', {
          ip: '127.0.0.1',
        });
        await app.db('users').where({ id: user.id }).update({ isAccountVerified: true });
        return account;
      }),
    );
    const statuses: number[] = [];
    await Promise.all(
      people.map(async (person) => {
        const client = app.client();
        const login = await client.post('/api/auth/login', {
          email: person.email,
          password: person.password,
        });
        statuses.push(login.status);
        for (let page = 0; page < 20; page += 1) {
          const answer = await client.get(PAGE_LOADS[page % PAGE_LOADS.length]!);
          statuses.push(answer.status);
        }
        statuses.push((await client.post('/api/auth/logout')).status);
      }),
    );
    expect(statuses).toHaveLength(40 * 22);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));

    // Browsing wrote no per-address counter rows and spent none of the budget: a newcomer still signs up.
    const fresh = await app.client().post('/api/auth/register', newAccount());
    expect(fresh.status).toBe(201);
  });

  it('still stops one account whose password is being guessed, from the same address', async () => {
    const account = newAccount();
    await app.deps.accounts.register({ ...account, accountType: 'Fresher' }, 'cookie', { ip: '127.0.0.1' });
    const guesser = app.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await guesser.post('/api/auth/login', {
        email: account.email,
        password: `wrong-${attempt}-x1`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Even the right password waits out the pause, while a classmate is not affected.
    const right = await guesser.post('/api/auth/login', { email: account.email, password: account.password });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(M.tooManyAttempts);
  });
});
