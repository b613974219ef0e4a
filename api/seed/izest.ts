/** Published iZest results (001 §2.1 /izest/result): a few roll numbers a person and the e2e tests can look up. */
import type { Db } from '../src/db/client';
import { izestResults } from '../src/db/schema';

/** The seeded rows; IZ26000101 is the topper. Marks out of 300, percentile 0–100; each with the date of birth asked. */
export const IZEST_SEED = [
  {
    rollNumber: 'IZ26000101',
    studentName: 'Aditi Kulkarni',
    dateOfBirth: '2009-04-17',
    score: 287,
    rank: 1,
    percentile: 100,
  },
  {
    rollNumber: 'IZ26000102',
    studentName: 'Rahul Menon',
    dateOfBirth: '2008-11-02',
    score: 254.5,
    rank: 14,
    percentile: 99.12,
  },
  {
    rollNumber: 'IZ26000103',
    studentName: 'Sneha Reddy',
    dateOfBirth: '2009-01-30',
    score: 198,
    rank: 212,
    percentile: 91.4,
  },
  {
    rollNumber: 'IZ26000104',
    studentName: 'Farhan Qureshi',
    dateOfBirth: '2008-07-21',
    score: 142,
    rank: 1089,
    percentile: 62.75,
  },
  {
    rollNumber: 'IZ26000105',
    studentName: 'Pooja Sinha',
    dateOfBirth: '2009-12-09',
    score: -4,
    rank: 2650,
    percentile: 0.4,
  },
] as const;

/** Inserts the published results of 'iZest 2026', published two days before `now`. */
export async function seedIzest(db: Db, now: Date): Promise<void> {
  const publishedAt = new Date(now.getTime() - 2 * 86_400_000);
  await db
    .insert(izestResults)
    .values(IZEST_SEED.map((r) => ({ ...r, examName: 'iZest 2026', maxScore: 300, publishedAt })));
}
