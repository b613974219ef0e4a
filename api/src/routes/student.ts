/** Student calls (000 §3, §7; 001 §2.7): details, batches, subjects, payment due, check-locked. */
import { asc, eq } from 'drizzle-orm';
import { isProfileLocked } from '../auth/tokens';
import { schools, sections, studentCourses, studentSubjects, subjects } from '../db/schema';
import { MESSAGES, profileLocked } from '../http/errors';
import type { HandlerMap } from '../http/handler';

export const studentHandlers = {
  /** The caller's student data (000 §3, 001 §3); `fee_pending` in rupees. */
  async studentDetails({ db, student }) {
    const [school] = await db.select().from(schools).where(eq(schools.id, student.schoolId)).limit(1);
    const [section] = await db.select().from(sections).where(eq(sections.id, student.sectionId)).limit(1);
    return {
      student_data: {
        id: student.id,
        name: student.name,
        email: student.email,
        mobile_number: student.mobile,
        profile_pic: student.profilePic,
        is_free: student.isFree,
        student_course_id: student.studentCourseId,
        school_assoc: { id: student.schoolId, school_name: school?.schoolName ?? '' },
        section_assoc: {
          id: student.sectionId,
          section_name: section?.sectionName ?? '',
          class_name: section?.className ?? '',
        },
        enable_learning_module: student.enableLearningModule,
        switch_class: student.switchClass,
        user_assoc: student.id,
        fee_pending: student.feePending,
        date_joined: student.dateJoined.toISOString(),
        gender: student.gender,
      },
    };
  },

  /**
   * The caller's batches (000 §3 Course). All are returned, hidden ones too: the client keeps status true and
   * hides names containing JCF_ or M.A.T_ (000 §5).
   */
  async studentCourses({ db, student }) {
    const rows = await db
      .select({ course: studentCourses, section: sections })
      .from(studentCourses)
      .innerJoin(sections, eq(sections.id, studentCourses.sectionId))
      .where(eq(studentCourses.studentId, student.id))
      .orderBy(asc(studentCourses.id));
    return rows.map(({ course, section }) => ({
      student_course_id: course.id,
      section_name: section.sectionName,
      is_enable: course.isEnable && section.isEnable,
      status: course.status && section.status,
    }));
  },

  /** The caller's subjects with colours (000 §3 Subject association). */
  async studentSubjects({ db, student }) {
    const rows = await db
      .select({ link: studentSubjects, subject: subjects })
      .from(studentSubjects)
      .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
      .where(eq(studentSubjects.studentId, student.id))
      .orderBy(asc(studentSubjects.id));
    return rows.map(({ link, subject }) => ({
      id: link.id,
      student_assoc: student.id,
      subject_assoc: {
        id: subject.id,
        subject_name: subject.subjectName,
        is_main_subject: subject.isMainSubject,
        logo: subject.logo,
        primary_color: subject.primaryColor,
        secondary_color: subject.secondaryColor,
      },
    }));
  },

  /** Payment due (001 §2.7, §3): whether the profile is locked and the amount due in rupees. Allowed while locked. */
  async paymentDue({ student, now }) {
    return { profileLocked: isProfileLocked(student, now), amountDue: Math.max(0, student.feePending) };
  },

  /**
   * Check-locked (000 §4): `status: true` when the profile is not locked; while locked, `status: false` with
   * error_code 1007 (HTTP 200: the call itself is allowed) so the client stays on /student/locked.
   */
  async checkLocked({ student, now, envelope }) {
    const locked = isProfileLocked(student, now);
    if (locked) {
      const refusal = profileLocked();
      Object.assign(envelope, { status: false, message: refusal.message, errorCode: refusal.errorCode });
    } else {
      envelope.message = MESSAGES.success;
    }
    return { profileLocked: locked };
  },
} satisfies Pick<HandlerMap, 'studentDetails' | 'studentCourses' | 'studentSubjects' | 'paymentDue' | 'checkLocked'>;
