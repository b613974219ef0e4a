/**
 * The spec's exact texts for mfe-exam, in one place so they can be compared with the spec at a glance
 * (CONVENTIONS "What we add"). Section numbers refer to shared/spec/001 unless marked 000.
 */

/** 001 §2.2 test-list titles by exam type (1 test, 2 assignment, 3 quiz). */
export const TEST_LIST_TITLES: Readonly<Record<number, string>> = { 1: 'My Test', 2: 'My Assignments', 3: 'My Quiz' };
/** 001 §2.2 tabs. */
export const TAB_ALL = 'All';
export const TAB_ATTEMPTED = 'Attempted';
export const TAB_PENDING = 'Pending';
/** 001 §2.2: the result text before a type-1 exam has expired. */
export const resultDeclaredOn = (endDate: string) => `Result will be declared on ${endDate}`;
/** An exam whose window has not opened: 'Opens {date, time}' in place of Start. */
export const opensOn = (start: string) => `Opens ${start}`;
/** 001 §7 exam info v2: the window has closed. */
export const WINDOW_CLOSED = 'Exam window is closed';
export const LATE_SUBMISSION = 'Late submission';
/** 000 §2 screen titles of the result screens (the DPP result is 'DPP Result'). */
export const EXAM_RESULT = 'Exam Result';
export const DPP_RESULT = 'DPP Result';
/** 000 §4 / 001 §4.7 status 7: the Practice action after the window, and its note. */
export const PRACTICE = 'Practice';
export const PRACTICE_NOTE = 'Rank is not available because you are taking it outside the test window';
/** Empty state of a test list (000 §2 style: message and sub-message). */
export const noContent = (type: string) => `No ${type} content available`;
export const CHECK_BACK_LATER = 'Check back later';
export const RETRY = 'Retry';
export const START = 'Start';
export const VIEW_RESULT = 'View Result';
/** 001 §2.2: the question-paper download link of a given exam (000 §4 card text 'Download Question Paper'). */
export const QUESTION_PAPER = 'Question Paper';

/** 001 §2.3 JEE instruction page. */
export const DECLARATION_TEXT =
  'I have read and understood the instructions. All computer hardware allotted to me are in proper working condition. ' +
  'I declare that I am not in possession of / not wearing / not carrying any prohibited gadget like mobile phone, bluetooth ' +
  'devices etc. / any prohibited material with me into the Examination Hall. I agree that in case of not adhering to the ' +
  'instructions, I shall be liable to be debarred from this Test and/or to disciplinary action, which may include ban from future Tests / Examinations.';
export const PROCEED = 'PROCEED';

/** 001 §2.4 player buttons. */
export const BTN_SAVE_NEXT = 'SAVE & NEXT';
export const BTN_CLEAR = 'CLEAR';
export const BTN_SAVE_MARK = 'SAVE & Mark For Review';
export const BTN_MARK_NEXT = 'Mark For Review & Next';
export const BTN_BACK = 'BACK';
export const BTN_NEXT = 'NEXT';
export const BTN_SUBMIT = 'SUBMIT';

/** 001 §4.1 toasts after a save. */
export const TOAST_NOT_ANSWERED = 'Not answered';
export const TOAST_ANSWER_SAVED = 'Answer saved';
export const TOAST_NOT_ANSWERED_MARKED = 'Not answered & marked for review';
export const TOAST_ANSWER_SAVED_MARKED = 'Answer saved & marked for review';
export const EXAM_TIME_IS_OVER = 'Exam time is over';
/** 001 §8: the server's refusal text that is rewritten as EXAM_TIME_IS_OVER. */
export const SERVER_EXAM_TIME_OVER = 'Exam time over';

/** 001 §5 validation. */
export const PLEASE_CHOOSE_OPTION = 'Please choose an option';
export const PLEASE_ENTER_ANSWER = 'Please enter the answer';
export const OKAY = 'Okay';
/** 001 §5 attempt-limit dialog text: `attemptLimitMessage` in @classroom/shared/exam-rules (the API sends the same). */

/** 001 §2.5 summary. */
export const SUMMARY_QUESTIONS = 'Questions';
export const SUMMARY_ANSWERED = 'Answered';
export const SUMMARY_NOT_ANSWERED = 'Not Answered';
export const SUMMARY_MARKED = 'Marked for Review';
export const SUMMARY_ANSWERED_MARKED = 'Answered & Marked for Review (these will be considered for evaluation)';
export const SUMMARY_NOT_VISITED = 'Not Visited';
export const SUBMIT_PROMPT =
  'Are you sure you want to submit for final marking? No changes will be allowed after submission.';
export const YES = 'Yes';
export const NO = 'No';

/** 001 §4.2, §8. */
export const LOAD_FAILURE = 'There was an error loading the exam, please refresh and try again';
export const SUBMIT_FAILURE = "Couldn't submit exam, please try again";
export const ERROR_TITLE = 'Error';
export const OK = 'Ok';

/** Submitted screen (001 §2.5 /student/SubmitSuccessfully). */
export const EXAM_SUBMITTED = 'Exam Submitted';

/** 001 §9 toast durations in milliseconds: save toast 2 s, other exam toasts 5 s. */
export const SAVE_TOAST_MS = 2000;
export const EXAM_TOAST_MS = 5000;
/** 001 §9: delay before leaving after time over, in milliseconds. */
export const TIME_OVER_LEAVE_MS = 750;

/** 001 §2.3 generic (offline) instructions. */
export const NEXT = 'Next';
export const POPULATING_QUESTIONS = 'Populating questions for you...';
export const YOU_CAN_START = 'You can start your test now';
export const START_NOW = 'Start Now';
/** 001 §8 failed question download. */
export const DOWNLOAD_FAILED = 'Failed to download questions, please try again';
/** 001 §4.5, §8: an offline save kept on the device (our wording for the sync state). */
export const SAVED_ON_DEVICE = 'Saved on this device; it will be sent when the connection returns';
export const ALL_SYNCED = 'All answers saved';

/** DPP / MPP screens (001 §2.1 DPP routes, §4.7 MPP cards). Titles are ours (the spec shows none); the host names the list 'Mandatory Practice Problems'. */
export const DPP_LIST_TITLE = 'Mandatory Practice Problems';
export const CONTINUE = 'Continue';
export const RESULT = 'Result';
export const DPP_INSTRUCTIONS_TITLE = 'DPP Instructions';
/** Shown when /student/InstructionsGenericDpp is opened without its route state (e.g. after a reload). */
export const DPP_NO_STATE = 'Open the DPP again from the MPP list.';
export const BACK_TO_DPP_LIST = 'Back to MPP list';
/** A save that could not reach the server is kept on the device (decision 0004): the toast and the palette's words. */
export const TOAST_ANSWER_KEPT = 'Not saved yet: kept on this device, sent when the connection returns';
export const KEPT_ON_DEVICE = 'kept on this device, not saved yet';
