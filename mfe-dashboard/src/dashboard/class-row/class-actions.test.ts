import { classActions } from './class-actions';

describe('class card actions (000 §2 Class card)', () => {
  it('000 §2: a live class shows Join, enabled only with a live link', () => {
    expect(classActions({ type: 'live', live_class_link: 'https://meet.example/abc', replay_url: null, notes_file: null })).toEqual({
      links: [{ label: 'Join', href: 'https://meet.example/abc' }],
      info: null,
    });
    expect(classActions({ type: 'live', live_class_link: null, replay_url: null, notes_file: null }).links).toEqual([{ label: 'Join', href: null }]);
  });

  it("000 §2: a past class shows 'Replay class' (enabled with a replay url) and Notes (disabled without a file)", () => {
    expect(classActions({ type: 'past', live_class_link: null, replay_url: 'https://v/1', notes_file: null })).toEqual({
      links: [
        { label: 'Replay class', href: 'https://v/1' },
        { label: 'Notes', href: null },
      ],
      info: null,
    });
  });

  it("000 §2: a past class without a replay says 'Not Uploaded'", () => {
    expect(classActions({ type: 'past', live_class_link: null, replay_url: null, notes_file: 'https://n/1.pdf' }).info).toBe('Not Uploaded');
  });

  it("000 §2: an offline class says 'Offline class' and has no buttons", () => {
    expect(classActions({ type: 'offline', live_class_link: null, replay_url: null, notes_file: null })).toEqual({ links: [], info: 'Offline class' });
  });
});
