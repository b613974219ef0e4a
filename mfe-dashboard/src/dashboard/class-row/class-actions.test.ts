import { classActions } from './class-actions';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();
/** A class starting `start` minutes from NOW and lasting 90 minutes. */
const timed = (start: number) => ({ class_type: 'online', start_date: at(start), end_date: at(start + 90) });

describe('class card actions (000 §2 Class card)', () => {
  it('000 §2: a live class shows Join, enabled only with a live link', () => {
    expect(
      classActions(
        { type: 'live', live_class_link: 'https://meet.example/abc', replay_url: null, notes_file: null, ...timed(-5) },
        NOW,
      ),
    ).toEqual({
      links: [{ label: 'Join', href: 'https://meet.example/abc' }],
      info: null,
    });
    expect(
      classActions({ type: 'live', live_class_link: null, replay_url: null, notes_file: null, ...timed(-5) }, NOW)
        .links,
    ).toEqual([{ label: 'Join', href: null }]);
  });

  it("tomorrow's class offers no Join (the API refuses a join before 10 minutes ahead); Join opens 10 minutes before", () => {
    const link = {
      type: 'live' as const,
      live_class_link: 'https://meet.example/abc',
      replay_url: null,
      notes_file: null,
    };
    expect(classActions({ ...link, ...timed(24 * 60) }, NOW)).toEqual({
      links: [],
      info: 'Join opens 10 minutes before the class starts',
    });
    expect(classActions({ ...link, ...timed(11) }, NOW).links).toEqual([]);
    expect(classActions({ ...link, ...timed(9) }, NOW).links).toEqual([
      { label: 'Join', href: 'https://meet.example/abc' },
    ]);
  });

  it("000 §2: a past class shows 'Replay class' (enabled with a replay url) and Notes (disabled without a file)", () => {
    expect(
      classActions(
        { type: 'past', live_class_link: null, replay_url: 'https://v/1', notes_file: null, ...timed(-200) },
        NOW,
      ),
    ).toEqual({
      links: [
        { label: 'Replay class', href: 'https://v/1' },
        { label: 'Notes', href: null },
      ],
      info: null,
    });
  });

  it("000 §2: a past class without a replay says 'Not Uploaded'", () => {
    expect(
      classActions(
        { type: 'past', live_class_link: null, replay_url: null, notes_file: 'https://n/1.pdf', ...timed(-200) },
        NOW,
      ).info,
    ).toBe('Not Uploaded');
  });

  it("000 §2: an offline class says 'Offline class' and has no buttons", () => {
    expect(
      classActions({ type: 'offline', live_class_link: null, replay_url: null, notes_file: null, ...timed(-200) }, NOW),
    ).toEqual({ links: [], info: 'Offline class' });
  });
});
