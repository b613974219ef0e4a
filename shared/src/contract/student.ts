import * as z from 'zod/mini';
import { id } from './envelope';

/** Student data of `users/v1/get-student-details2/` (000 §3, 001 §3). `fee_pending` is in rupees. */
export const studentData = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  profile_pic: z.nullable(z.string()),
  is_free: z.boolean(),
  student_course_id: z.nullable(z.int()),
  school_assoc: z.object({ id: z.int(), school_name: z.string() }),
  section_assoc: z.object({ id: z.int(), section_name: z.string(), class_name: z.string() }),
  enable_learning_module: z.boolean(),
  switch_class: z.boolean(),
  user_assoc: z.int(),
  fee_pending: z.number(),
  date_joined: z.string(),
  gender: z.nullable(z.string()),
});
export type StudentData = z.infer<typeof studentData>;

export const studentDetailsQuery = z.object({
  username: z.string().check(z.minLength(1)),
  type: z.optional(z.coerce.number().check(z.int())),
});
export const studentDetailsReply = z.object({ student_data: studentData });

/** Course (batch) of a student (000 §3). Sections named JCF_ or M.A.T_ are hidden (000 §5). */
export const course = z.object({
  student_course_id: z.int(),
  section_name: z.string(),
  is_enable: z.boolean(),
  status: z.boolean(),
});
export type Course = z.infer<typeof course>;

/** Subject association of a student (000 §3); colours are CSS hex colours from the data. */
export const subjectAssociation = z.object({
  id: z.int(),
  student_assoc: z.int(),
  subject_assoc: z.object({
    id: z.int(),
    subject_name: z.string(),
    is_main_subject: z.boolean(),
    logo: z.nullable(z.string()),
    primary_color: z.string(),
    secondary_color: z.string(),
  }),
});
export type SubjectAssociation = z.infer<typeof subjectAssociation>;

export const studentIdQuery = z.object({ student_id: id });

/** Payment-due answer (001 §3): `amountDue` in rupees. */
export const paymentDue = z.object({ profileLocked: z.boolean(), amountDue: z.number().check(z.gte(0)) });
