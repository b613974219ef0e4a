/**
 * Sign-up with OTP and forgot password (000 §3 signup state, §4 registration steps; 001 §2.1 /signup,
 * /forgot-password). Public calls; the OTP rules live in ../auth/otp.ts. A new account is a free student (000 §1) in
 * the free-trial batch of its class.
 */
import { ASPIRATIONS, SHELL_TEXT, STUDENT_PERMISSION } from '@classroom/shared/contract';
import { and, asc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { consumeTempToken, NOTICE_TEXT, sendOtp, verifyOtp } from '../auth/otp';
import { hashPassword } from '../auth/passwords';
import { issueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { schools, sections, studentCourses, students, studentSubjects, subjects, tokens } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { CITIES } from './cities';
import { activeBanner } from './banner';

/** Subjects a new student studies, by aspiration (JEE and Foundation: PCM; NEET: PCB). */
export const SUBJECTS_BY_ASPIRATION: Record<(typeof ASPIRATIONS)[number], readonly string[]> = {
  JEE: ['Physics', 'Chemistry', 'Mathematics'],
  NEET: ['Physics', 'Chemistry', 'Biology'],
  Foundation: ['Physics', 'Chemistry', 'Mathematics'],
};

/** Name prefix of the batches free students join (seed: 'Free Trial 11'). */
export const FREE_TRIAL_PREFIX = 'Free Trial';

async function isRegistered(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.mobile, mobile)).limit(1);
  return Boolean(row);
}

/** The free-trial batch for a class: the one of that class when there is one, else the first free-trial batch. */
async function freeTrialSection(db: Db, standard: string): Promise<number> {
  const rows = await db
    .select({ id: sections.id, className: sections.className })
    .from(sections)
    .where(and(ilike(sections.sectionName, `${FREE_TRIAL_PREFIX}%`), eq(sections.isEnable, true)))
    .orderBy(asc(sections.id));
  const section = rows.find((r) => r.className === standard) ?? rows[0];
  if (!section) throw new ApiError(503, 'Sign-up is closed: no free-trial batch is set up');
  return section.id;
}

export const signupHandlers = {
  /**
   * Sign-up step 1 (register): a code to a number that has no account. A registered number gets the same answer, and
   * an SMS telling its owner to sign in instead of a code (NOTICE_TEXT), so the answer never tells whether a number
   * has an account (docs/decisions/0010-production-profile.md).
   */
  async register({ db, body, config, now }) {
    const registered = await isRegistered(db, body.mobile_number);
    return sendOtp(db, config.sms, body.mobile_number, 'signup', now, registered ? NOTICE_TEXT.signup : undefined);
  },

  /**
   * Forgot password step 1: a code to a registered number. An unknown number gets the same answer, and an SMS saying
   * no account uses it instead of a code (NOTICE_TEXT): the answer never tells whether a number has an account.
   */
  async forgotPassword({ db, body, config, now }) {
    const registered = await isRegistered(db, body.mobile_number);
    return sendOtp(db, config.sms, body.mobile_number, 'reset', now, registered ? undefined : NOTICE_TEXT.reset);
  },

  /** Checks a code of either purpose → `{ temp_token }` (see ../auth/otp.ts for the refusals). */
  async verifyOtp({ db, body, now }) {
    return { temp_token: await verifyOtp(db, body.mobile_number, body.purpose, body.otp, now) };
  },

  /**
   * Creates the free student of a verified sign-up: name, password (scrypt), class, aspiration, state, city (a city
   * of that state, else 400); joins the free-trial batch and the aspiration's subjects; signs in → the login record.
   * A number registered meanwhile → 409.
   */
  async createStudent({ db, body, now, config }) {
    if (!(CITIES[body.state] ?? []).includes(body.city)) throw new ApiError(400, `city: ${SHELL_TEXT.cityUnknown}`);
    const passwordHash = await hashPassword(body.password);
    const sectionId = await freeTrialSection(db, body.standard);
    const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
    if (!school) throw new ApiError(503, 'Sign-up is closed: no school is set up');
    const subjectRows = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(
        inArray(subjects.subjectName, [
          ...SUBJECTS_BY_ASPIRATION[body.aspiration as keyof typeof SUBJECTS_BY_ASPIRATION],
        ]),
      );
    const student = await db.transaction(async (tx) => {
      const mobile = await consumeTempToken(tx, body.temp_token, 'signup', now);
      if (await isRegistered(tx, mobile)) throw new ApiError(409, SHELL_TEXT.alreadyRegistered);
      const [row] = await tx
        .insert(students)
        .values({
          name: body.name,
          email: '',
          mobile,
          passwordHash,
          isFree: true,
          schoolId: school.id,
          sectionId,
          switchClass: false,
          dateJoined: now,
          standard: body.standard,
          aspiration: body.aspiration,
          state: body.state,
          city: body.city,
        })
        .returning();
      const [course] = await tx
        .insert(studentCourses)
        .values({ studentId: row!.id, sectionId })
        .returning({ id: studentCourses.id });
      await tx.update(students).set({ studentCourseId: course!.id }).where(eq(students.id, row!.id));
      if (subjectRows.length)
        await tx.insert(studentSubjects).values(subjectRows.map((s) => ({ studentId: row!.id, subjectId: s.id })));
      return row!;
    });
    const token = await issueToken(db, student.id, now, config.tokenTtlMs);
    return {
      token,
      user_id: student.id,
      username: student.mobile,
      user_display_name: student.name,
      permission: STUDENT_PERMISSION,
    };
  },

  /**
   * Forgot password, last step: the new password (same rule as change password) for the verified number; every token
   * of the student is revoked, so every device — this one too — must sign in again (a revoked token gets 401).
   */
  async resetPassword({ db, body, now }) {
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      const mobile = await consumeTempToken(tx, body.temp_token, 'reset', now);
      const [student] = await tx
        .update(students)
        .set({ passwordHash })
        .where(eq(students.mobile, mobile))
        .returning({ id: students.id });
      if (!student) throw notFound(SHELL_TEXT.notRegistered);
      await tx
        .update(tokens)
        .set({ revokedAt: now, revokedReason: 'password-reset' })
        .where(and(eq(tokens.studentId, student.id), isNull(tokens.revokedAt)));
    });
    return null;
  },

  /**
   * The public course landing page (001 §2.1 /jee_advance_crash_course): the active pre-enrolment banner
   * (the one free students see) with its course; null when none is active. Price in rupees.
   */
  courseLanding: ({ db }) => activeBanner(db, true),

  /** The cities of one state (sign-up step 3). */
  async getCity({ query }) {
    return { state: query.state, cities: [...(CITIES[query.state] ?? [])] };
  },
} satisfies Pick<
  HandlerMap,
  'register' | 'forgotPassword' | 'verifyOtp' | 'createStudent' | 'resetPassword' | 'getCity' | 'courseLanding'
>;
