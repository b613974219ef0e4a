/**
 * Learning calls: solution bank search (PostgreSQL full-text search), solutions locked for free students
 * (000 §6), doubts with photos checked by their bytes, editing a pending doubt, and the seeded learning content.
 */
import { endpoints } from '@classroom/shared/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import {
  cornerChapters,
  cornerClasses,
  cornerNotes,
  cornerVideos,
  ncertExercises,
  ncertQuestions,
  solutionBank,
  subjects,
} from '../src/db/schema';
import { DEMO_STATIC_DIR, GENERATED_STATIC_DIR } from '../src/static';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('solution bank search (000 §7 student-queries-text)', () => {
  it("finds projectile questions by full-text search, stemmed ('projectiles'), best match first, within a subject", async () => {
    const s = await signIn(h.app, 'enrolled');
    const found = endpoints.searchSolutions.data.parse(
      (await call(h.app, 'searchSolutions', { token: s.token, query: { text: 'projectiles' } })).body.data,
    );
    expect(found.length).toBeGreaterThanOrEqual(10);
    for (const q of found) expect(q.question.toLowerCase()).toContain('projectile');
    expect(new Set(found.map((q) => q.subject_name))).toEqual(new Set(['Physics']));
    const chem = await h.handle.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.subjectName, 'Chemistry'));
    const none = (
      await call(h.app, 'searchSolutions', { token: s.token, query: { text: 'projectile', subject_id: chem[0]!.id } })
    ).body.data;
    expect(none).toEqual([]);
    const half = endpoints.searchSolutions.data.parse(
      (await call(h.app, 'searchSolutions', { token: s.token, query: { text: 'half-life first order' } })).body.data,
    );
    expect(half[0]!.chapter_name).toBe('Chemical Kinetics');
  });

  it('a solution has its neighbours in the chapter; the first has no previous', async () => {
    const s = await signIn(h.app, 'enrolled');
    const chapters = endpoints.doubtChapters.data.parse(
      (await call(h.app, 'doubtChapters', { token: s.token })).body.data,
    );
    const chapter = chapters[0]!.chapters[0]!;
    const list = endpoints.doubtQuestions.data.parse(
      (await call(h.app, 'doubtQuestions', { token: s.token, query: { chapter_id: chapter.chapter_id } })).body.data,
    );
    expect(list).toHaveLength(chapter.num_questions);
    const first = endpoints.getSolution.data.parse(
      (await call(h.app, 'getSolution', { token: s.token, query: { question_id: list[0]!.question_id } })).body.data,
    );
    expect(first.prev_question_id).toBeNull();
    expect(first.next_question_id).toBe(list[1]!.question_id);
    expect(first.solution).toMatch(/\$/);
  });

  it('000 §6: a free student is refused every Solutions call with 403', async () => {
    const free = await signIn(h.app, 'free');
    for (const [name, input] of [
      ['searchSolutions', { query: { text: 'projectile' } }],
      ['doubtChapters', {}],
      ['pendingDoubts', {}],
      ['postPendingDoubt', { multipart: { fields: { subject_id: '1', question: 'A free student asks this.' } } }],
    ] as const) {
      const res = await call(h.app, name, { token: free.token, ...input });
      expect([name, res.statusCode, res.body.message]).toEqual([name, 403, expect.stringContaining('locked')]);
    }
  });
});

describe('doubts (000 §7 post-pending-doubt, update-pending-doubt, get-pending-doubts)', () => {
  it('asks a doubt with a png and a jpeg; it is listed as pending with 2 photos; edits it', async () => {
    const s = await signIn(h.app, 'doubts');
    const asked = await call(h.app, 'postPendingDoubt', {
      token: s.token,
      multipart: {
        fields: { subject_id: '1', chapter_id: '', question: 'Why is the trajectory a parabola?' },
        files: [
          { field: 'photos', name: 'a.png', type: 'image/png', data: PNG },
          { field: 'photos', name: 'b.jpg', type: 'image/jpeg', data: JPEG },
        ],
      },
    });
    expect(asked.statusCode).toBe(200);
    const doubt = endpoints.postPendingDoubt.data.parse(asked.body.data);
    expect(doubt).toMatchObject({ status: 'pending', photos: 2, question: 'Why is the trajectory a parabola?' });
    const mine = endpoints.pendingDoubts.data.parse((await call(h.app, 'pendingDoubts', { token: s.token })).body.data);
    expect(mine[0]!.doubt_id).toBe(doubt.doubt_id);
    expect(mine.some((d) => d.status === 'answered' && d.answer)).toBe(true);
    const photo = endpoints.doubtPhoto.data.parse(
      (await call(h.app, 'doubtPhoto', { token: s.token, query: { doubt_id: doubt.doubt_id, index: 0 } })).body.data,
    );
    expect(photo).toEqual({ mime_type: 'image/png', data_url: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(
      (await call(h.app, 'doubtPhoto', { token: s.token, query: { doubt_id: doubt.doubt_id, index: 2 } })).statusCode,
    ).toBe(404);
    const other = await signIn(h.app, 'enrolled-2');
    expect(
      (await call(h.app, 'doubtPhoto', { token: other.token, query: { doubt_id: doubt.doubt_id, index: 0 } }))
        .statusCode,
    ).toBe(404);
    const edited = await call(h.app, 'updatePendingDoubt', {
      token: s.token,
      params: { doubtId: doubt.doubt_id },
      body: { subject_id: 1, question: 'Why is the path of a projectile a parabola?' },
    });
    expect(edited.statusCode).toBe(200);
    expect(endpoints.updatePendingDoubt.data.parse(edited.body.data).question).toBe(
      'Why is the path of a projectile a parabola?',
    );
  });

  it('refuses an SVG renamed .png (checked by its bytes) and a 4th photo; stores nothing', async () => {
    const s = await signIn(h.app, 'doubts');
    const before = (await call(h.app, 'pendingDoubts', { token: s.token })).body.data as unknown[];
    const svg = await call(h.app, 'postPendingDoubt', {
      token: s.token,
      multipart: {
        fields: { subject_id: '1', question: 'A doubt with a fake photo' },
        files: [{ field: 'photos', name: 'photo.png', type: 'image/png', data: SVG }],
      },
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.body.message).toContain('photo.png');
    expect(svg.body.message).toContain('not a JPEG or PNG');
    const four = await call(h.app, 'postPendingDoubt', {
      token: s.token,
      multipart: {
        fields: { subject_id: '1', question: 'A doubt with four photos' },
        files: [1, 2, 3, 4].map((i) => ({ field: 'photos', name: `${i}.png`, type: 'image/png', data: PNG })),
      },
    });
    expect(four.statusCode).toBeGreaterThanOrEqual(400);
    expect((await call(h.app, 'pendingDoubts', { token: s.token })).body.data).toHaveLength(before.length);
  });

  it("an answered doubt cannot be edited; another student's doubt is not found", async () => {
    const s = await signIn(h.app, 'doubts');
    const mine = endpoints.pendingDoubts.data.parse((await call(h.app, 'pendingDoubts', { token: s.token })).body.data);
    const answered = mine.find((d) => d.status === 'answered')!;
    const res = await call(h.app, 'updatePendingDoubt', {
      token: s.token,
      params: { doubtId: answered.doubt_id },
      body: { subject_id: 1, question: 'Changing an answered doubt' },
    });
    expect(res.statusCode).toBe(400);
    const other = await signIn(h.app, 'enrolled-2');
    const pending = mine.find((d) => d.status === 'pending')!;
    const theirs = await call(h.app, 'updatePendingDoubt', {
      token: other.token,
      params: { doubtId: pending.doubt_id },
      body: { subject_id: 1, question: 'Editing somebody else’s doubt' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('seeded learning content', () => {
  it('the solution bank has at least 300 questions across Physics, Chemistry, Mathematics and Biology, each with math', async () => {
    const rows = await h.handle.db
      .select({ q: solutionBank.question, s: solutionBank.solution, subject: subjects.subjectName })
      .from(solutionBank)
      .innerJoin(subjects, eq(subjects.id, solutionBank.subjectId));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.subject))).toEqual(new Set(['Physics', 'Chemistry', 'Mathematics', 'Biology']));
    expect(rows.every((r) => r.s.includes('$'))).toBe(true);
    expect(new Set(rows.map((r) => r.q)).size).toBe(rows.length);
  });

  it("every corner chapter's lectures are its own served .mp4 clip, and it has a notes PDF that exists", async () => {
    const chapters = await h.handle.db.select({ id: cornerChapters.id }).from(cornerChapters);
    const videos = await h.handle.db.select().from(cornerVideos);
    const notes = await h.handle.db.select().from(cornerNotes);
    for (const c of chapters) {
      const own = videos.filter((v) => v.cornerChapterId === c.id);
      expect([c.id, own.some((v) => v.videoUrl.startsWith('/api/static/') && v.videoUrl.endsWith('.mp4'))]).toEqual([
        c.id,
        true,
      ]);
      expect([c.id, new Set(own.map((v) => v.videoUrl)).size]).toEqual([c.id, 1]);
      expect([c.id, notes.some((n) => n.cornerChapterId === c.id && n.notesPdfUrl)]).toEqual([c.id, true]);
    }
    for (const url of new Set(
      [...videos.map((v) => v.videoUrl), ...notes.map((n) => n.notesPdfUrl ?? '')].filter((u) =>
        u.startsWith('/api/static/'),
      ),
    )) {
      const file = url.slice('/api/static/'.length);
      expect([url, [DEMO_STATIC_DIR, GENERATED_STATIC_DIR].some((dir) => existsSync(path.join(dir, file)))]).toEqual([
        url,
        true,
      ]);
    }
  });

  it('every NCERT chapter has exercises of 3–10 questions with LaTeX solutions', async () => {
    const ncert = await h.handle.db
      .select({ id: cornerChapters.id })
      .from(cornerChapters)
      .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
      .where(eq(cornerClasses.cornerType, 'ncert'));
    const exercises = await h.handle.db.select().from(ncertExercises);
    const questions = await h.handle.db.select().from(ncertQuestions).orderBy(asc(ncertQuestions.id));
    for (const c of ncert) {
      const own = exercises.filter((e) => e.cornerChapterId === c.id);
      expect([c.id, own.length > 0]).toEqual([c.id, true]);
      for (const e of own) {
        const qs = questions.filter((q) => q.exerciseId === e.id);
        expect(qs.length).toBeGreaterThanOrEqual(3);
        expect(qs.length).toBeLessThanOrEqual(10);
        expect(qs.every((q) => q.solution.includes('$'))).toBe(true);
      }
    }
  });
});
