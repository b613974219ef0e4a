import { summariseList, tagsThatFit, visibleTags } from './tags';

describe('card tags (000 §2 MPP card)', () => {
  it("000 §2: tag rows are trimmed with a '+N' overflow indicator", () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('tag rows trimmed by rendered height (000 §2 MPP card)', () => {
  it("all fit in ~54 px → no '+N'; otherwise the chips that fit, less one slot for '+N'", () => {
    expect(tagsThatFit([24, 24, 52])).toEqual({ shown: 3, more: 0 });
    // Two rows of 3 fit (bottoms 24 and 52); a third row does not: 5 chips shown and '+3'.
    expect(tagsThatFit([24, 24, 24, 52, 52, 52, 80, 80])).toEqual({ shown: 5, more: 3 });
    // A narrow card: one chip a row.
    expect(tagsThatFit([24, 52, 80, 108])).toEqual({ shown: 1, more: 3 });
    expect(tagsThatFit([])).toEqual({ shown: 0, more: 0 });
  });
});

describe('card name lists', () => {
  it('long chapter lists are trimmed like tags', () => {
    expect(summariseList(['a', 'b', 'c', 'd'])).toBe('a, b, c +1 more');
    expect(summariseList(['a', 'b'])).toBe('a, b');
  });
});
