import { percent, pdfFileName } from './download';

describe('PDF download helpers', () => {
  it('reports a percentage only when the size is known', () => {
    expect(percent({ received: 0, total: 200 })).toBe(0);
    expect(percent({ received: 150, total: 200 })).toBe(75);
    expect(percent({ received: 250, total: 200 })).toBe(100);
    expect(percent({ received: 50, total: null })).toBeNull();
  });
  it('names the file after the note', () => {
    expect(pdfFileName('Units and Measurements: notes 1')).toBe('Units-and-Measurements-notes-1.pdf');
    expect(pdfFileName('///')).toBe('notes.pdf');
  });
});
