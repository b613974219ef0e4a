import { photoProblem } from './photo-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('doubt photos (000 §7 post-pending-doubt)', () => {
  it('accepts up to 3 JPEG or PNG photos of at most 2 MB', () => {
    expect(photoProblem([])).toBeNull();
    expect(
      photoProblem([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.png', 'image/png')]),
    ).toBeNull();
  });
  it('refuses a 4th photo, another type, or a file over 2 MB, naming it', () => {
    expect(photoProblem([1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png')))).toBe(
      'You can attach at most 3 photos.',
    );
    expect(photoProblem([file('x.svg', 'image/svg+xml')])).toBe("'x.svg' is not a JPEG or PNG image.");
    expect(photoProblem([file('big.jpg', 'image/jpeg', 3 * 1024 * 1024)])).toBe("'big.jpg' is larger than 2 MB.");
  });
});
