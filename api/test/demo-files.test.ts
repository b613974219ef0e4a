/**
 * Every file the demo data links to (thumbnails, logos, notes, lectures, banner) opens: no broken link on a student's
 * screen; notes are real PDFs of several pages about their chapter, lectures real MP4 files.
 */
import { PDFDocument } from 'pdf-lib';
import { account, call, useHarness } from './helpers';

const h = useHarness();
let token = '';
beforeAll(async () => {
  const demo = account('enrolled');
  const login = await call(h.app, 'login', { body: { username: demo.username, password: demo.password } });
  token = (login.body.data as { token: string }).token;
}, 60_000);

async function linksOfTheDemo(): Promise<string[]> {
  const links = new Set<string>();
  const add = (url: string | null | undefined) => url && links.add(url);
  const classes = await call(h.app, 'dashboardClasses', { token });
  for (const c of classes.body.data as Array<{
    faculty_thumbnail: string | null;
    notes_file: string | null;
    replay_url: string | null;
  }>) {
    add(c.faculty_thumbnail);
    add(c.notes_file);
    add(c.replay_url);
  }
  const student = await call(h.app, 'studentDetails', { token, query: { username: account('enrolled').username } });
  const studentId = (student.body.data as { student_data: { id: number } }).student_data.id;
  const subjects = await call(h.app, 'studentSubjects', { token, query: { student_id: studentId } });
  for (const s of subjects.body.data as Array<{ subject_assoc: { logo: string | null } }>) add(s.subject_assoc.logo);
  for (const corner_type of ['ncert', 'jee', 'neet']) {
    const filters = await call(h.app, 'cornerFilters', { token, query: { corner_type } });
    for (const cls of (filters.body.data as { classes: Array<{ id: number }> }).classes) {
      const content = await call(h.app, 'dashboardCorner', { token, query: { corner_type, class_assoc: cls.id } });
      for (const subject of (
        content.body.data as {
          subjects: Array<{
            chapters: Array<{
              id: number;
              videos: Array<{ video_icon_url: string | null }>;
              notes: Array<{ notes_pdf_url: string | null }>;
            }>;
          }>;
        }
      ).subjects) {
        for (const chapter of subject.chapters) {
          chapter.videos.forEach((v) => add(v.video_icon_url));
          // The lecture page's answer carries the videos' links.
          const detail = await call(h.app, 'chapterDetail', { token, query: { corner_type, chapter_id: chapter.id } });
          (detail.body.data as { videos: Array<{ video_url: string }> }).videos.forEach((v) => add(v.video_url));
          chapter.notes.forEach((n) => add(n.notes_pdf_url));
        }
      }
    }
  }
  return [...links];
}

describe('demo files', () => {
  it('every thumbnail, logo and notes link in the seeded data answers 200 with an image or a PDF', async () => {
    const links = await linksOfTheDemo();
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link).toMatch(/^\/api\/static\//);
      const response = await h.app.inject({ url: link });
      expect({ link, status: response.statusCode }).toEqual({ link, status: 200 });
      expect(response.headers['content-type']).toMatch(/^(image\/svg\+xml|application\/pdf|video\/mp4)/);
    }
  });

  it('every notes link opens a PDF of two pages or more (three for a full sheet, two for an outline) titled with its chapter; every lecture is an MP4 file', async () => {
    const links = await linksOfTheDemo();
    const pdfs = links.filter((l) => l.endsWith('.pdf'));
    const clips = links.filter((l) => l.endsWith('.mp4'));
    expect(pdfs.length).toBeGreaterThanOrEqual(20);
    expect(clips.length).toBeGreaterThanOrEqual(20);
    const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (const link of pdfs) {
      const pdf = await PDFDocument.load((await h.app.inject({ url: link })).rawPayload);
      const chapter = (pdf.getTitle() ?? '').replace(/: chapter notes$/, '');
      expect({ link, severalPages: pdf.getPageCount() >= 2, about: link.includes(slug(chapter)) }).toEqual({
        link,
        severalPages: true,
        about: true,
      });
    }
    for (const link of clips) {
      const body = (await h.app.inject({ url: link })).rawPayload;
      expect({ link, box: body.subarray(4, 8).toString('latin1') }).toEqual({ link, box: 'ftyp' });
    }
  });

  it('a path outside the demo folder is not served', async () => {
    const response = await h.app.inject({ url: '/api/static/../../package.json' });
    expect(response.statusCode).toBe(404);
  });
});
