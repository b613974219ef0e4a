/** The dashboard's course banner (000 §3 Banner). The student is always the token's. */
import type { DataOf } from '@classroom/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { StudentRow } from '../auth/tokens';
import { banners, courseOffers } from '../db/schema';
import type { Db } from '../db/client';
import type { HandlerMap } from '../http/handler';

/**
 * The active banner for free (pre-enrolment) or enrolled students (000 §3 Banner), the first by id, with its course;
 * null when none. Price in rupees. Read by banner-details and student-dashboard for the token's student, and by the
 * public course landing page with the free students' banner (001 §2.1 /jee_advance_crash_course).
 */
export async function activeBanner(db: Db, forFreeStudents: boolean): Promise<DataOf<'bannerDetails'>> {
  const [row] = await db
    .select({ banner: banners, offer: courseOffers })
    .from(banners)
    .innerJoin(courseOffers, eq(courseOffers.id, banners.courseOfferId))
    .where(and(eq(banners.isActive, true), eq(banners.forFreeStudents, forFreeStudents)))
    .orderBy(asc(banners.id))
    .limit(1);
  if (!row) return null;
  return {
    show_banner: true,
    post_enrollment: !forFreeStudents,
    pre_launch_header: row.banner.header,
    pre_launch_desc: row.banner.description,
    course_name: row.offer.courseName,
    course_start_date: row.offer.startDate,
    features: row.banner.features,
    course_online_price: row.offer.priceRupees,
    course_binding: row.offer.binding,
    course_img_mobile: row.banner.imgMobile,
    course_img_web: row.banner.imgWeb,
    bottom_nav_communication: row.banner.bottomNav,
  };
}

/** The banner for the token's student: the free-student one or the enrolled one (000 §3 Banner); null when none. */
export const bannerOf = (db: Db, student: StudentRow): Promise<DataOf<'bannerDetails'>> =>
  activeBanner(db, student.isFree);

export const bannerHandlers = {
  /** The banner for the caller (`bannerOf`); null when none. */
  async bannerDetails({ db, student }) {
    return bannerOf(db, student);
  },
} satisfies Pick<HandlerMap, 'bannerDetails'>;
