import path from 'node:path';
import { staticImports } from '@classroom/shared/testing';

/**
 * The host's own modules the student shell's first render loads with it: what is reached from student-layout.tsx is
 * in the `student-layout` chunk or the bootstrap's, on the cold dashboard's path (decision 0027; first-screen.json
 * `student`). Absolute source paths.
 */
const firstRenderImports = () => staticImports(path.join(__dirname, 'student-layout.tsx')).files;

describe("the student shell's first render (decision 0027: bytes on the cold dashboard's path)", () => {
  it('does not load the side menu, Switch Batch or the older bar: they come in their own chunks when wanted', () => {
    const files = [...firstRenderImports()].map((file) => path.relative(__dirname, file));
    // The walk does reach the first screen's top bar and footer, so an empty result is no pass.
    expect(files).toEqual(expect.arrayContaining(['top-bar.tsx', 'footer.tsx', 'notification-bell.tsx']));
    expect(files).not.toContain('side-menu.tsx');
    expect(files).not.toContain('switch-batch.tsx');
    expect(files).not.toContain(path.join('older-bar', 'older-bar.tsx'));
  });
});
