import { activeSection } from './active-section';

describe('left navigation follows scrolling (000 §2, §9)', () => {
  const order = ['dash-mpps', 'dash-tests', 'dash-classes', 'dash-corner-ncert'];
  it('highlights the first section in page order that is in the reading band', () => {
    expect(activeSection(order, new Set(['dash-classes', 'dash-tests']), 'dash-mpps')).toBe('dash-tests');
    expect(activeSection(order, new Set(['dash-corner-ncert']), 'dash-classes')).toBe('dash-corner-ncert');
  });
  it('keeps the previous highlight while no section is in the band', () => {
    expect(activeSection(order, new Set(), 'dash-classes')).toBe('dash-classes');
  });
});
