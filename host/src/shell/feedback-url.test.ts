import { feedbackFormUrl } from './feedback-url';

describe('Open Feedback Form (000 §2)', () => {
  test("adds the student's name and id to the configured form's address, keeping its own parameters", () => {
    expect(feedbackFormUrl('https://forms.example.org/f/abc?lang=en', { name: 'Aarav Sharma', id: 17 })).toBe(
      'https://forms.example.org/f/abc?lang=en&name=Aarav+Sharma&student_id=17',
    );
  });
  test('no form configured → no link', () => {
    expect(feedbackFormUrl(null, { name: 'A', id: 1 })).toBeNull();
  });
});
