import pino, { type Logger } from 'pino';

/** The server's logger: JSON lines, pretty-printed when a person is watching a terminal. */
export function createLogger(level: string, env: string): Logger {
  const pretty = process.stdout.isTTY && env !== 'production';
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword', '*.otp'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  });
}
export type { Logger };
