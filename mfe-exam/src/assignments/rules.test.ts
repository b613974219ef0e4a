/** The assignment screens' pure rules. */
import { assignmentAction, checkChosenFiles, fileSize, marksText } from './rules';

const MB = 1024 * 1024;

describe('checkChosenFiles (before upload; the server checks the bytes again)', () => {
  it('accepts photos, or one PDF', () => {
    expect(
      checkChosenFiles([
        { name: 'a.jpg', type: 'image/jpeg', size: MB },
        { name: 'b.png', type: 'image/png', size: 2 * MB },
      ]),
    ).toBeNull();
    expect(checkChosenFiles([{ name: 'a.pdf', type: 'application/pdf', size: 4 * MB }])).toBeNull();
  });
  it('refuses none, more than 5, another type, over 5 MB, and a PDF with photos — naming the file', () => {
    expect(checkChosenFiles([])).toBe('Choose at least one photo or PDF');
    expect(
      checkChosenFiles(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', size: 10 }))),
    ).toBe('Choose at most 5 files');
    expect(checkChosenFiles([{ name: 'notes.docx', type: 'application/msword', size: 10 }])).toBe(
      "'notes.docx' is not a JPEG, PNG or PDF file",
    );
    expect(checkChosenFiles([{ name: 'big.jpg', type: 'image/jpeg', size: 5 * MB + 1 }])).toBe(
      "'big.jpg' is larger than 5 MB",
    );
    expect(
      checkChosenFiles([
        { name: 'a.pdf', type: 'application/pdf', size: 10 },
        { name: 'b.png', type: 'image/png', size: 10 },
      ]),
    ).toBe('Send photos or one PDF, not both');
  });
});

describe('assignmentAction', () => {
  it('Submit while open, Update once submitted and still open, View once closed or graded, Open when missed', () => {
    expect(assignmentAction({ assignment_id: 4, status: 'pending', can_submit: true })).toEqual({
      label: 'Submit',
      to: '/student/submitassignment/4',
    });
    expect(assignmentAction({ assignment_id: 4, status: 'submitted', can_submit: true })).toEqual({
      label: 'Update',
      to: '/student/updateassignment/4',
    });
    expect(assignmentAction({ assignment_id: 4, status: 'submitted', can_submit: false })).toEqual({
      label: 'View',
      to: '/student/submittedassignment/4',
    });
    expect(assignmentAction({ assignment_id: 4, status: 'graded', can_submit: false })).toEqual({
      label: 'View',
      to: '/student/submittedassignment/4',
    });
    expect(assignmentAction({ assignment_id: 4, status: 'missed', can_submit: false })).toEqual({
      label: 'Open',
      to: '/student/assignment/4',
    });
  });
});

describe('formats', () => {
  it('marks as given / max, an en dash before grading; sizes in KB or MB', () => {
    expect(marksText({ marks: 8.5, max_marks: 10 })).toBe('8.5 / 10');
    expect(marksText({ marks: 17, max_marks: 20 })).toBe('17 / 20');
    expect(marksText({ marks: null, max_marks: 20 })).toBe('–');
    expect(fileSize(820 * 1024)).toBe('820 KB');
    expect(fileSize(2.4 * MB)).toBe('2.4 MB');
  });
});
