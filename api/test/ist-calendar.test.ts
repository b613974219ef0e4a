/**
 * India's calendar on the server (000 §9; shared/format istDay is the browser's): at 23:30 IST and at 00:30 IST —
 * an hour apart, on either side of India's midnight but on the same UTC day — the fee lock (paymentDue and the
 * save-exam statement), an installment's status and the day a class is counted on in the attendance calendar follow
 * the IST day the student's screen shows.
 */
import { endpoints } from '@classroom/shared/contract';
import { istDay } from '@classroom/shared/format';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { classes, feeInstallments, students } from '../src/db/schema';
import { currentSectionIdOf } from '../src/routes/dashboard';
import { call, signIn, useHarness } from './helpers';

jest.setTimeout(30_000);
const h = useHarness({}, 180_000);

/** A day far from the seed's classes and plans, so only this test's rows fall on it. */
const DAY = '2030-03-10';
const atIst = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const INSTANTS = [
  atIst(istDay(addDays(new Date(`${DAY}T12:00:00+05:30`), -1)), '23:30'),
  atIst(DAY, '00:30'),
  atIst(DAY, '23:30'),
];

test('the fee lock, an installment due on the day and a class on the day follow the IST day at 23:30 and 00:30 IST', async () => {
  const { db } = h.handle;
  const studentId = h.seeded.studentIds.enrolled;
  // Rupees pending, due on DAY; the plan's first unpaid installment is always due (installment-plan.ts), the second is due on DAY.
  await db.update(students).set({ feePending: 2_000, feeDueDate: DAY }).where(eq(students.id, studentId));
  await db.insert(feeInstallments).values([
    { studentId, label: 'Earlier', amountRupees: 1_000, dueDate: '2030-01-01' },
    { studentId, label: 'On the day', amountRupees: 1_000, dueDate: DAY },
  ]);
  const [student] = await db.select().from(students).where(eq(students.id, studentId));
  const sectionId = await currentSectionIdOf(db, student!);
  const [template] = await db.select().from(classes).where(eq(classes.sectionId, sectionId)).limit(1);
  const { id: _id, ...cls } = template!;
  await db.insert(classes).values(
    INSTANTS.map((at) => ({
      ...cls,
      startAt: new Date(at.getTime() - 10 * 60_000),
      endAt: new Date(at.getTime() - 5 * 60_000),
    })),
  );

  const seen = [];
  for (const at of INSTANTS) {
    h.clock.set(at);
    const today = istDay(at);
    const s = await signIn(h.app, 'enrolled');
    const due = (await call(h.app, 'paymentDue', { token: s.token })).body.data as { profileLocked: boolean };
    const save = await call(h.app, 'saveAnswer', {
      token: s.token,
      params: { examId: 999_999 },
      body: { student_id: studentId, ques_id: 1, total_seconds: 1, review_status: false },
    });
    const plan = endpoints.studentInstallments.data.parse(
      (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
    );
    seen.push({
      today,
      locked: due.profileLocked,
      saveLocked: save.body.error_code === 1007,
      status: plan.installments.find((i) => i.label === 'On the day')?.status,
    });
  }
  expect(seen).toEqual(
    INSTANTS.map((at) => {
      const locked = DAY <= istDay(at);
      return { today: istDay(at), locked, saveLocked: locked, status: locked ? 'due' : 'upcoming' };
    }),
  );
  // The first two instants share a UTC day and straddle India's midnight, so a UTC "today" could not pass.
  expect(INSTANTS[0]!.toISOString().slice(0, 10)).toBe(INSTANTS[1]!.toISOString().slice(0, 10));
  expect(istDay(INSTANTS[0]!)).not.toBe(istDay(INSTANTS[1]!));

  // The calendar is a locked call (001 §2.7): the fees are paid first.
  await db.update(students).set({ feePending: 0, feeDueDate: null }).where(eq(students.id, studentId));
  const s = await signIn(h.app, 'enrolled');
  const days = endpoints.attendanceDates.data
    .parse((await call(h.app, 'attendanceDates', { token: s.token, query: {} })).body.data)
    .filter((d) => d.date.startsWith('2030-'));
  const expected = new Map<string, number>();
  for (const at of INSTANTS) {
    const day = istDay(new Date(at.getTime() - 10 * 60_000));
    expected.set(day, (expected.get(day) ?? 0) + 1);
  }
  expect(days.map((d) => [d.date, d.classes])).toEqual([...expected]);
});
