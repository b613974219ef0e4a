/**
 * Every user-facing text of mfe-dashboard, copied from the spec so a reader can compare them at a glance.
 * 000 = 000_5f588cf4abcc48c4.txt, 001 = 001_1f040e4cfcc5cfc9.txt.
 */
export const MESSAGES = {
  /** 000 §2 screen titles. */
  dashboardTitle: 'Dashboard',
  /** 000 §2 Dashboard empty states. */
  allEmpty: 'No MPPs, Tests or Classes available',
  allEmptySub: 'Check back later',
  /** 000 §2: 'No {TYPE} content available'. */
  rowEmpty: (type: string) => `No ${type} content available`,
  /** 000 §2 free students' blur overlay. */
  freeOverlay: 'Connect with us to unlock ...',
  /** 000 §2, §8 Request a call. */
  requestCall: {
    button: 'Request a call',
    sent: 'Request sent! We will call you shortly.',
    failed: 'Something went wrong, please try again.',
  },
  /** 000 §8, 001 §2.8 error page text. */
  seeAll: 'See all',
  retry: 'Retry',
  /** 000 §4 / 001 §4.7 dashboard exam status texts. */
  exam: {
    comingSoon: 'Coming soon',
    active: 'Active',
    start: 'Start',
    continue: 'Continue',
    result: 'Result',
    thankYou: 'Thank you for participating',
    resultComingSoon: 'Result coming soon',
    /** 000 §4 status 7: Practice, with the note (001 §4.7; the practice attempt is mfe-exam's). */
    practice: 'Practice',
    practiceNote: 'Rank is not available because you are taking it outside the test window',
    downloadPaper: 'Download Question Paper',
  },
  /** 000 §2 Class card. */
  classCard: {
    join: 'Join',
    joinLater: 'Join opens 10 minutes before the class starts',
    replay: 'Replay class',
    notes: 'Notes',
    notUploaded: 'Not Uploaded',
    offline: 'Offline class',
  },
  /** 000 §2 Attendance view (title from 000 §2 screen titles). */
  attendance: {
    title: 'Attendance',
    locked: 'Connect with us to unlock attendance.',
    feedback: 'Open Feedback Form',
    /** 000 §2: total attended out of total classes; a card per subject 'N out of M'. */
    outOf: (n: number, m: number) => `${n} out of ${m}`,
    online: 'Online',
    offline: 'Offline',
    percentage: 'Attendance',
    calendar: 'Attendance calendar',
    legend: { attended: 'Attended', absent: 'Absent', holiday: 'Holiday' },
    noBatch: 'No attendance available',
    noBatchSub: 'Your batch has no classes yet',
    view: 'View attendance',
  },
  /** 000 §2 Notifications (title from 000 §2 screen titles). */
  notifications: {
    title: 'Notifications',
    unread: 'Unread',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    open: 'Open',
    empty: 'No notifications',
    emptySub: 'Check back later',
  },
  /** 000 §2 Schedule (title from 000 §2 screen titles). */
  schedule: {
    title: 'Schedule',
    timetable: 'Timetable PDF',
    noClasses: 'No classes',
    empty: 'No classes scheduled',
    emptySub: 'Check back later',
    nextWeek: 'Next week',
    previousWeek: 'Previous week',
    live: 'Live now',
  },
  /** 000 §2 screen titles 'Past Classes' and 'Live Classes'; their lists. */
  classes: {
    pastTitle: 'Past Classes',
    upcomingTitle: 'Live Classes',
    subject: 'Subject',
    chapter: 'Chapter',
    allSubjects: 'All subjects',
    allChapters: 'All chapters',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    empty: 'No classes available',
    emptySub: 'Check back later',
    closeReplay: 'Close replay',
    upcomingLink: 'Upcoming classes',
    pastLink: 'Past classes',
    /** 000 §7 address list live-class-assignments: the MPPs of a class's chapter. */
    assignments: 'Assignments',
    hideAssignments: 'Hide assignments',
    assignmentsOf: (lecture: string) => `Assignments of ${lecture}`,
    noAssignments: 'No assignments for this class yet',
    noAssignmentsSub: 'Check back later',
    questionsDone: (done: number, total: number) => `${done} of ${total} questions attempted`,
    from: (when: string) => `From ${when} IST`,
  },
  /** 000 §2 banner with an enrol button (000 §4 Enrolment payment). */
  banner: {
    enroll: 'Enroll Now',
    starts: 'Starts',
    price: 'Price',
    /** The host's remote-fallback text (host/src/lib/remotes/remote-fallback.tsx), for the payment flow of mfe-account. */
    paymentUnavailable: 'This part of the portal could not be loaded.',
    paymentUnavailableSub: 'Check your connection and try again. The rest of the portal still works.',
  },
  /** 000 §2 Older navigation bar, 000 §6: the learning links. */
  learning: { label: 'Learning', practice: 'Practice (New)', selfLearning: 'Self Learning Module' },
  /**
   * The corner rows come from mfe-corners' './CornerRows'; while it is missing or down, the remote-fallback
   * text (the host's REMOTE_FAILED_TEXT wording) with Retry shows under each corner's link.
   */
  cornerRows: {
    unavailable: 'This part of the portal could not be loaded.',
    unavailableSub: 'Check your connection and try again. The rest of the portal still works.',
  },
  /** 000 §8 live class start failure: an alert with the server's message or this text; 000 §8 default popup. */
  liveClassFailed: 'Something went wrong. Please try again.',
  okay: 'Okay',
  /** 000 §2: section 303's extra button. */
  jeeAdvancedSeries: 'JEE Advanced Test Series',
} as const;

/** Row names as the empty state's {TYPE} and as headings (000 §2 left-side navigation). */
export const ROW_NAMES = { mpp: 'MPPs', test: 'Tests', class: 'Classes', corners: 'Corners' } as const;
