import { ERROR_CODE } from '@classroom/shared/contract';

/**
 * A refusal the client should see: HTTP `statusCode` with `{ status: false, message, error_code? }`
 * (ARCHITECTURE §4). Anything else thrown by a handler becomes a 500 'Some error occurred'.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: number,
    /** Sent as the envelope's `data` (exam-info v2's 'Validation error' carries `{ message }`, 001 §7). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 with a message (bad input, or a rule of the exam refused). */
export const badRequest = (message: string) => new ApiError(400, message);
/** 401: missing, unknown, revoked or superseded token (000 §8). */
export const unauthorized = (message: string) => new ApiError(401, message);
/** 403 'Not allowed': the call names another student (ARCHITECTURE §5). */
export const notAllowed = () => new ApiError(403, 'Not allowed');
/** 403 with error_code 1007: the profile is locked because fees are due (000 §4, §8). */
export const profileLocked = () => new ApiError(403, 'Profile locked: fees are due', ERROR_CODE.profileLocked);
export const notFound = (message: string) => new ApiError(404, message);

/** Texts the client matches or shows (000 §8, 001 §8). */
export const MESSAGES = {
  success: 'Success',
  someError: 'Some error occurred',
  callAlreadyRequested:
    'You have already requested a call. We will call you shortly; you can ask again after 10 minutes.',
  invalidCredentials: 'Invalid mobile number or password',
  superseded: 'User logged into another device',
  invalidToken: 'Invalid token',
  sessionExpired: 'Session expired, please sign in again',
  missingToken: 'Authentication credentials were not provided',
  examNotFound: 'Exam not found',
  examNotStarted: 'Exam has not started yet',
  examWindowClosed: 'Exam window is closed',
  validationError: 'Validation error',
  examNotBegun: 'Exam not started',
  examSubmitted: 'Exam already submitted',
  examTimeOver: 'Exam time over',
  questionNotFound: 'Question not found',
  examNotSubmitted: 'Exam not submitted yet',
  singleChoiceOneOption: 'Only one option may be chosen for a single-choice question',
} as const;
