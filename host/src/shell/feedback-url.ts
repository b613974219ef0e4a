/**
 * Open Feedback Form (000 §2 side menu): the external form from runtime config with the student's name and id
 * prefilled as query parameters `name` and `student_id`; null when the gateway sets no form (the item is then hidden).
 */
export function feedbackFormUrl(base: string | null, student: { name: string; id: number }): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('name', student.name);
  url.searchParams.set('student_id', String(student.id));
  return url.toString();
}
