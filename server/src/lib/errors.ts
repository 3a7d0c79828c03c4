import { COMMON_MESSAGES } from '@launchpad/shared';

/** An error whose message is safe to show to the client, with the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string = COMMON_MESSAGES.forbidden) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string = COMMON_MESSAGES.notFound) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
