import bodyParser from '@koa/bodyparser';
import cors from '@koa/cors';
import Koa from 'koa';
import helmet from 'koa-helmet';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { authenticate } from './middlewares/auth';
import { errorHandler } from './middlewares/errors';
import { inputGuard } from './middlewares/inputGuard';
import { originGuard } from './middlewares/originGuard';
import { requestContext } from './middlewares/requestContext';
import { adminRoutes } from './routes/admin';
import { analyzeRoutes } from './routes/analyze';
import { authRoutes } from './routes/auth';
import { codeRoutes } from './routes/code';
import { bookingRoutes } from './routes/bookings';
import { noticeRoutes } from './routes/notices';
import { healthRoutes } from './routes/health';
import { interviewRoutes } from './routes/interviews';
import { trainerRoutes } from './routes/trainer';
import { trainingRoutes } from './routes/trainings';
import { transcribeRoutes } from './routes/transcribe';
import { userRoutes } from './routes/user';
import type { AppContext, AppDeps, AppState } from './types';
import { webBundle } from './web';
import compress from 'koa-compress';

/** Every API router, in the order they are mounted. The fuzz test walks these to find every route. */
export function apiRouters() {
  return [
    healthRoutes(),
    authRoutes(),
    adminRoutes(),
    trainerRoutes(),
    trainingRoutes(),
    bookingRoutes(),
    userRoutes(),
    analyzeRoutes(),
    codeRoutes(),
    transcribeRoutes(),
    interviewRoutes(),
    noticeRoutes(),
  ];
}

/** Builds the Koa app around its dependencies. Never listens: main.ts and the tests do. */
export function createApp(deps: AppDeps): Koa<AppState, AppContext> {
  const app = new Koa<AppState, AppContext>();
  app.proxy = deps.config.trustProxy;
  app.context.deps = deps;
  app.silent = true; // errors are logged by errorHandler with their request id

  app.use(requestContext());
  app.use(errorHandler());
  // The web bundle gets helmet's full set of page headers; API answers (JSON, never rendered as a page)
  // get the lean set OWASP recommends for REST APIs, computed once, so every API call stays cheap.
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: deps.config.publicUrl.startsWith('https:'),
  });
  const apiHeaders = Object.entries({
    // Answers differ by Origin (CORS below): said on every answer, so a cache never mixes them up.
    Vary: 'Origin',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(deps.config.publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  });
  app.use((ctx, next) => {
    if (!ctx.path.startsWith('/api/')) {
      ctx.vary('Origin');
      return pageHeaders(ctx as never, next);
    }
    // Straight onto the response: these constants need none of ctx.set's conversions, and they are set
    // on every API call (through ctx.set they were a sixth of a health check's time in our code).
    for (const [name, value] of apiHeaders) ctx.res.setHeader(name, value);
    return next();
  });
  // The desktop app (origin app://launchpad by default) calls the API cross-origin with a bearer token and
  // no cookies; only the listed origins get CORS answers, and never with credentials. A request without
  // an Origin (the web app's own reads) has nothing for CORS to do, so it skips the middleware.
  const corsOrigins = new Set(deps.config.allowedOrigins);
  const corsAnswers = cors({
    origin: (ctx) => (corsOrigins.has(ctx.get('origin')) ? ctx.get('origin') : ''),
    credentials: false,
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  app.use((ctx, next) => (ctx.get('origin') ? corsAnswers(ctx as never, next) : next()));
  app.use(originGuard(deps.config.publicUrl, deps.config.allowedOrigins));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb', encoding: 'utf-8' }));
  app.use(inputGuard());
  app.use(authenticate());

  for (const router of apiRouters()) {
    app.use(router.routes()).use(router.allowedMethods());
  }

  // The web app's files go out compressed (gzip or brotli, as the browser accepts): its first screen is

  // budgeted in compressed bytes. API answers are small and stay as they are.

  const compressWeb = compress({ threshold: 1024 });

  app.use((ctx, next) => (ctx.path.startsWith('/api/') ? next() : compressWeb(ctx as never, next)));

  app.use(webBundle(deps.config.webDist));
  app.use(async (ctx) => {
    ctx.status = 404;
    ctx.body = { success: false, message: COMMON_MESSAGES.notFound };
  });
  return app;
}
