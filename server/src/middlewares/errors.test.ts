import { COMMON_MESSAGES } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors';

/** Runs the handler around a step that throws, on a bare context; answers the status and body. */
async function answerFor(thrown: unknown) {
  const ctx = {
    status: 200,
    body: undefined as unknown,
    set: () => undefined,
    state: { log: { error: () => undefined }, requestId: 'r1' },
    method: 'GET',
    path: '/api/trainings/all',
  };
  await errorHandler()(ctx as never, () => Promise.reject(thrown));
  return { status: ctx.status, body: ctx.body as { message: string } };
}

describe('errorHandler: an unreachable database', () => {
  it.each([
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
  ])('answers 503 with the database message: %s', async (error) => {
    expect(await answerFor(error)).toEqual({
      status: 503,
      body: { success: false, message: COMMON_MESSAGES.databaseUnavailable },
    });
  });

  it('still answers any other failure as a 500 that names the request', async () => {
    const { status, body } = await answerFor(new Error('boom'));
    expect(status).toBe(500);
    expect(body).toMatchObject({ message: COMMON_MESSAGES.serverError, requestId: 'r1' });
  });
});
