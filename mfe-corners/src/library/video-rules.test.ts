import { EMBED_ALLOW, EMBED_SANDBOX, loadPosition, resumeAt, savePosition, videoSource } from './video-rules';

describe('video lecture rules (000 §2, §9)', () => {
  it('000 §9: an .mp4 link plays in <video>; other video-host links are embeds', () => {
    expect(videoSource('/api/static/videos/lecture-1.mp4')).toEqual({
      kind: 'mp4',
      src: '/api/static/videos/lecture-1.mp4',
    });
    expect(videoSource('https://cdn.example.com/a/B.MP4?token=1')).toEqual({
      kind: 'mp4',
      src: 'https://cdn.example.com/a/B.MP4?token=1',
    });
    expect(videoSource('https://player.vimeo.com/video/900000011')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/900000011',
    });
  });

  it('a missing, non-https or script link is missing, never a broken player', () => {
    expect(videoSource('')).toEqual({ kind: 'missing' });
    expect(videoSource(null)).toEqual({ kind: 'missing' });
    expect(videoSource('javascript:alert(1)')).toEqual({ kind: 'missing' });
    expect(videoSource('http://player.vimeo.com/video/1')).toEqual({ kind: 'missing' });
    expect(videoSource('/some/page')).toEqual({ kind: 'missing' });
  });

  it('the embed sandbox allows no forms, popups or top navigation', () => {
    expect(EMBED_SANDBOX).not.toMatch(/allow-(forms|popups|top-navigation|modals)/);
    expect(EMBED_ALLOW.split(';').map((s) => s.trim())).toEqual([
      'fullscreen',
      'picture-in-picture',
      'encrypted-media',
    ]);
  });

  it('keeps the playback position per video and clears it near the end', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    savePosition(7, 12.34, 100, storage);
    expect(loadPosition(7, storage)).toBe(12.3);
    expect(loadPosition(8, storage)).toBe(0);
    savePosition(7, 99, 100, storage);
    expect(loadPosition(7, storage)).toBe(0);
    expect(resumeAt(12, 100)).toBe(12);
    expect(resumeAt(99, 100)).toBe(0);
  });
});
