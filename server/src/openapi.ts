/**
 * The API's published contract: OpenAPI 3.1, built from the same zod schemas the routes validate with and
 * the client reads answers with (no second copy of any schema). Served at `GET /api/openapi.json`; the web
 * app renders it at /api-reference. Tests check that every route of the app is in it and nothing else
 * (server/test/openapi.test.ts), and the test client checks every JSON answer against it.
 */
import { z, type ZodType } from 'zod';
import {
  ZAdminLoginInput,
  ZAnalyzeAnswer,
  ZApiFailure,
  ZChangePasswordInput,
  ZCodeExecuteAnswer,
  ZCodeExecuteInput,
  ZEventNotice,
  ZEventNoticeInput,
  ZInterviewCreateAnswer,
  ZInterviewCreateInput,
  ZInterviewCreateWithProfileCvInput,
  ZInterviewFeedbackAnswer,
  ZInterviewHistoryAnswer,
  ZInterviewNextQuestionAnswer,
  ZInterviewStartAnswer,
  ZInterviewSubmitAnswerAnswer,
  ZInterviewSubmitAnswerInput,
  ZInterviewCompleteAnswer,
  ZIsAuthAnswer,
  ZJobDescriptions,
  ZLoginAnswer,
  ZLoginInput,
  ZNewsAnswer,
  ZProcessCvAnswer,
  ZPublicTrainer,
  ZRegistration,
  ZRegisterInput,
  ZResetPasswordInput,
  ZReview,
  ZReviewInput,
  ZSaveAnalysisInput,
  ZSaveRatingsInput,
  ZSendPaymentOtpInput,
  ZSendResetOtpInput,
  ZTrainerProfile,
  ZTrainerProfileInput,
  ZTraining,
  ZTrainingInput,
  ZTrainingRegisterInput,
  ZTranscribeAnswer,
  ZTranscribeFields,
  ZUserProfile,
  ZUserProfileInput,
  ZVerifyAccountInput,
  ZVerifyPaymentInput,
} from '@launchpad/shared';
import { SESSION_COOKIE } from './middlewares/auth';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, a signed-in user (session cookie or desktop bearer token), or an admin token. */
type Auth = 'public' | 'user' | 'admin';

export interface Operation {
  method: Method;
  /** As the router writes it: `/api/trainings/:id`. */
  path: string;
  tag: string;
  summary: string;
  auth: Auth;
  /** A JSON body. */
  body?: ZodType;
  /** A multipart form: its file field and the other fields' schema. */
  form?: { file: string; fields?: ZodType };
  /** The success status and its answer (JSON unless `produces` says otherwise). */
  status?: number;
  answer?: ZodType;
  produces?: 'text/calendar' | 'application/pdf';
}

/** Every success answer has this much; routes whose answer has no schema of its own say only this. */
const ZEnvelope = z.looseObject({ success: z.boolean(), message: z.string().optional() });
/** `{ success: true, message?, data }`. */
const data = (schema: ZodType) =>
  z.looseObject({ success: z.literal(true), message: z.string().optional(), data: schema });

const op = (
  method: Method,
  path: string,
  tag: string,
  auth: Auth,
  summary: string,
  more: Partial<Operation> = {},
): Operation => ({ method, path, tag, auth, summary, ...more });

export const OPERATIONS: readonly Operation[] = [
  op('GET', '/api/health', 'System', 'public', 'Liveness and database readiness'),
  op('GET', '/api/openapi.json', 'System', 'public', 'This document', {
    answer: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  }),
  // Accounts
  op('POST', '/api/auth/register', 'Auth', 'public', 'Create an account and sign in', {
    body: ZRegisterInput,
    status: 201,
    answer: ZLoginAnswer,
  }),
  op('POST', '/api/auth/login', 'Auth', 'public', 'Sign in (cookie for the web, token for the desktop app)', {
    body: ZLoginInput,
    answer: ZLoginAnswer,
  }),
  op('GET', '/api/auth/is-auth', 'Auth', 'user', 'The signed-in user', { answer: ZIsAuthAnswer }),
  op('POST', '/api/auth/logout', 'Auth', 'public', 'Sign out (revokes the session)'),
  op('POST', '/api/auth/send-verify-otp', 'Auth', 'user', 'E-mail an account verification code'),
  op('POST', '/api/auth/verify-account', 'Auth', 'user', 'Verify the account with the code', {
    body: ZVerifyAccountInput,
  }),
  op('POST', '/api/auth/send-reset-otp', 'Auth', 'public', 'E-mail a password reset code', {
    body: ZSendResetOtpInput,
  }),
  op('POST', '/api/auth/reset-password', 'Auth', 'public', 'Set a new password with the code', {
    body: ZResetPasswordInput,
  }),
  // Profile and CV
  op('GET', '/api/user/profile', 'Profile', 'user', 'Own profile', { answer: data(ZUserProfile) }),
  op('PUT', '/api/user/profile', 'Profile', 'user', 'Update own profile', {
    body: ZUserProfileInput,
    answer: data(ZUserProfile),
  }),
  op('PUT', '/api/user/change-password', 'Profile', 'user', 'Change password', {
    body: ZChangePasswordInput,
  }),
  op('PUT', '/api/user/upgrade-premium', 'Profile', 'user', 'Upgrade to the premium plan'),
  op('PUT', '/api/user/downgrade-basic', 'Profile', 'user', 'Go back to the basic plan'),
  op('GET', '/api/user/cv', 'Profile', 'user', 'The stored CV, if any'),
  op('GET', '/api/user/cv/text', 'Profile', 'user', "The stored CV's text"),
  op('GET', '/api/user/cv/file', 'Profile', 'user', 'The stored CV file', { produces: 'application/pdf' }),
  op('PUT', '/api/user/upload-cv', 'Profile', 'user', 'Store a CV (PDF)', { form: { file: 'cv' } }),
  op('DELETE', '/api/user/cv', 'Profile', 'user', 'Delete the stored CV'),
  op('GET', '/api/user/saved-analyses', 'Analysis', 'user', 'Saved CV analyses'),
  op('GET', '/api/user/skills-assessments', 'Analysis', 'user', 'Skills assessments, newest first'),
  op('DELETE', '/api/user/assessment/:id', 'Analysis', 'user', 'Delete an own skills assessment'),
  // CV analysis and skills
  op('POST', '/api/analyze/analyze-resume', 'Analysis', 'user', 'Analyse a CV against job descriptions', {
    form: { file: 'resume', fields: z.object({ jobDescriptions: ZJobDescriptions }) },
    answer: ZAnalyzeAnswer,
  }),
  op('POST', '/api/analyze/save', 'Analysis', 'user', 'Save an analysis', { body: ZSaveAnalysisInput }),
  op('POST', '/api/swot/save-ratings', 'Analysis', 'user', 'Save skill self-ratings', {
    body: ZSaveRatingsInput,
    status: 201,
  }),
  op('GET', '/api/swot/ratings', 'Analysis', 'user', 'Latest skill self-ratings'),
  // Mock interviews
  op('GET', '/api/interviews', 'Interviews', 'user', 'Own interviews', { answer: ZInterviewHistoryAnswer }),
  op('POST', '/api/interviews/process-cv', 'Interviews', 'user', 'Read a CV file for an interview', {
    form: { file: 'cv' },
    answer: ZProcessCvAnswer,
  }),
  op('POST', '/api/interviews/create', 'Interviews', 'user', 'Create an interview', {
    body: ZInterviewCreateInput,
    status: 201,
    answer: ZInterviewCreateAnswer,
  }),
  op(
    'POST',
    '/api/interviews/create-with-profile-cv',
    'Interviews',
    'user',
    'Create one from the stored CV',
    {
      body: ZInterviewCreateWithProfileCvInput,
      status: 201,
      answer: ZInterviewCreateAnswer,
    },
  ),
  op('PUT', '/api/interviews/:id/start', 'Interviews', 'user', 'Start an own interview', {
    answer: ZInterviewStartAnswer,
  }),
  op('GET', '/api/interviews/:id/next-question', 'Interviews', 'user', 'The next unanswered question', {
    answer: ZInterviewNextQuestionAnswer,
  }),
  op('POST', '/api/interviews/:id/submit-answer', 'Interviews', 'user', 'Answer a question (graded)', {
    body: ZInterviewSubmitAnswerInput,
    answer: ZInterviewSubmitAnswerAnswer,
  }),
  op('PUT', '/api/interviews/:id/complete', 'Interviews', 'user', 'Finish and get the overall feedback', {
    answer: ZInterviewCompleteAnswer,
  }),
  op('GET', '/api/interviews/:id/feedback', 'Interviews', 'user', 'Feedback of a completed interview', {
    answer: ZInterviewFeedbackAnswer,
  }),
  op('POST', '/api/interviews/transcribe', 'Interviews', 'user', 'Transcribe a spoken answer', {
    form: { file: 'audio', fields: ZTranscribeFields },
    answer: ZTranscribeAnswer,
  }),
  op('POST', '/api/code/execute', 'Interviews', 'user', 'Run code in the sandbox', {
    body: ZCodeExecuteInput,
    answer: ZCodeExecuteAnswer,
  }),
  // Trainings and bookings
  op('GET', '/api/trainings/all', 'Trainings', 'public', 'The catalogue', {
    answer: data(z.array(ZTraining)),
  }),
  op('GET', '/api/trainings/:id', 'Trainings', 'public', 'One training', { answer: data(ZTraining) }),
  op('POST', '/api/trainings', 'Trainings', 'user', 'Publish a training (trainers)', {
    body: ZTrainingInput,
    status: 201,
    answer: data(ZTraining),
  }),
  op('PUT', '/api/trainings/:id', 'Trainings', 'user', 'Update an own training', {
    body: ZTrainingInput,
    answer: data(ZTraining),
  }),
  op('DELETE', '/api/trainings/:id', 'Trainings', 'user', 'Cancel or delete an own training'),
  op('GET', '/api/trainings/:id/availability', 'Bookings', 'public', 'Seats left per slot'),
  op('POST', '/api/trainings/:id/register', 'Bookings', 'user', 'Hold a seat', {
    body: ZTrainingRegisterInput,
    status: 201,
    answer: data(ZRegistration),
  }),
  op('POST', '/api/trainings/send-payment-otp', 'Bookings', 'user', 'E-mail the payment code', {
    body: ZSendPaymentOtpInput,
  }),
  op(
    'POST',
    '/api/trainings/verify-payment-otp',
    'Bookings',
    'user',
    'Pay with the code (confirms the seat)',
    {
      body: ZVerifyPaymentInput,
    },
  ),
  op('GET', '/api/user/registrations', 'Bookings', 'user', 'Own bookings', {
    answer: data(z.array(ZRegistration)),
  }),
  op('GET', '/api/user/registrations/:id', 'Bookings', 'user', 'One own booking', {
    answer: data(ZRegistration),
  }),
  op('GET', '/api/user/registrations/:id/calendar', 'Bookings', 'user', 'An own booking as a calendar file', {
    produces: 'text/calendar',
  }),
  op(
    'GET',
    '/api/trainer/trainings/:id/registrations',
    'Bookings',
    'user',
    'Participants of an own training',
  ),
  // Trainers and reviews
  op('GET', '/api/trainer/profile/me', 'Trainers', 'user', 'Own trainer profile', {
    answer: data(ZTrainerProfile),
  }),
  op('PUT', '/api/trainer/profile/me', 'Trainers', 'user', 'Update own trainer profile', {
    body: ZTrainerProfileInput,
    answer: data(ZTrainerProfile),
  }),
  op('GET', '/api/trainer/:trainerId', 'Trainers', 'public', 'A trainer’s public profile', {
    answer: data(ZPublicTrainer),
  }),
  op('GET', '/api/trainers/:trainerId', 'Trainers', 'public', 'A trainer’s public profile (alias)', {
    answer: data(ZPublicTrainer),
  }),
  op(
    'GET',
    '/api/trainer/:trainerId/training/:trainingId/can-review',
    'Trainers',
    'public',
    'May I review it?',
  ),
  op(
    'POST',
    '/api/trainer/:trainerId/training-review',
    'Trainers',
    'user',
    'Review a training you attended',
    {
      body: ZReviewInput,
      status: 201,
    },
  ),
  op('GET', '/api/trainer/:trainerId/reviews', 'Trainers', 'public', 'A trainer’s reviews', {
    answer: data(z.looseObject({ reviews: z.array(ZReview) })),
  }),
  // News and events
  op('GET', '/api/notices/news', 'Notices', 'public', 'Tech news', { answer: ZNewsAnswer }),
  op('GET', '/api/notices/events', 'Notices', 'public', 'Published events (a bare array, as the spec says)', {
    answer: z.array(ZEventNotice),
  }),
  // Admin portal
  op('POST', '/api/admin/login', 'Admin', 'public', 'Admin sign-in (bearer token)', {
    body: ZAdminLoginInput,
  }),
  op('GET', '/api/admin/profile', 'Admin', 'admin', 'The signed-in admin'),
  op('POST', '/api/admin/logout', 'Admin', 'admin', 'Admin sign-out'),
  op('GET', '/api/admin/freshers', 'Admin', 'admin', 'Freshers with their progress'),
  op('GET', '/api/admin/trainers', 'Admin', 'admin', 'Trainers with their trainings'),
  op('DELETE', '/api/admin/freshers/:id', 'Admin', 'admin', 'Delete a fresher (audited)'),
  op('DELETE', '/api/admin/trainers/:id', 'Admin', 'admin', 'Delete a trainer (audited)'),
  op('GET', '/api/admin/notices', 'Admin', 'admin', 'Events, published or not'),
  op('POST', '/api/admin/notices', 'Admin', 'admin', 'Publish an event', {
    body: ZEventNoticeInput,
    status: 201,
  }),
  op('PUT', '/api/admin/notices/:id', 'Admin', 'admin', 'Update an event', { body: ZEventNoticeInput }),
  op('DELETE', '/api/admin/notices/:id', 'Admin', 'admin', 'Delete an event'),
];

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const jsonSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/** The OpenAPI 3.1 document (built once). */
let built: object | undefined;
export function openApiDocument(): object {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  const failure = { content: { 'application/json': { schema: jsonSchema(ZApiFailure, 'output') } } };
  for (const o of OPERATIONS) {
    const path = toOpenApiPath(o.path);
    const params = [...o.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const success = o.produces
      ? { content: { [o.produces]: { schema: { type: 'string', format: 'binary' } } } }
      : { content: { 'application/json': { schema: jsonSchema(o.answer ?? ZEnvelope, 'output') } } };
    const requestBody = o.body
      ? { required: true, content: { 'application/json': { schema: jsonSchema(o.body, 'input') } } }
      : o.form
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [o.form.file],
                  properties: {
                    [o.form.file]: { type: 'string', format: 'binary' },
                    ...((o.form.fields &&
                      (jsonSchema(o.form.fields, 'input') as { properties?: object }).properties) ??
                      {}),
                  },
                },
              },
            },
          }
        : undefined;
    paths[path] ??= {};
    paths[path]![o.method.toLowerCase()] = {
      operationId: `${o.method.toLowerCase()}${o.path.replace(/^\/api/, '').replace(/[/:-](\w)/g, (_, c: string) => c.toUpperCase())}`,
      tags: [o.tag],
      summary: o.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(requestBody ? { requestBody } : {}),
      security:
        o.auth === 'public'
          ? []
          : o.auth === 'admin'
            ? [{ adminToken: [] }]
            : [{ session: [] }, { bearer: [] }],
      responses: {
        [String(o.status ?? 200)]: { description: 'Success', ...success },
        '4XX': {
          description: 'Bad input, not signed in, not allowed, not found, or too many requests',
          ...failure,
        },
        '5XX': { description: 'The server or a service it needs failed', ...failure },
      },
    };
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Launchpad API',
      version: '1.0.0',
      description:
        'Career preparation for freshers, trainings by trainers, run by admins. Browsers sign in with a session cookie; the desktop app sends `client: "desktop"` at sign-in and uses the returned token as a bearer token. Every failure answers `{ success: false, message }`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearer: { type: 'http', scheme: 'bearer', description: 'The desktop app’s session token' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The admin portal’s token' },
      },
    },
    paths,
  };
  return built;
}

/** The documented answer schema for a call (path as called, e.g. `/api/trainings/42`), if it has one. */
export function documentedAnswer(method: string, calledPath: string, status: number): ZodType | undefined {
  const path = calledPath.split('?')[0]!;
  const o = OPERATIONS.find(
    (x) => x.method === method && new RegExp(`^${x.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
  if (!o || o.produces) return undefined;
  if (status >= 400) return ZApiFailure;
  if (status === (o.status ?? 200)) return o.answer ?? ZEnvelope;
  return undefined;
}
