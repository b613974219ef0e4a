import { summariseList, visibleTags } from './tags';

describe('card tags (000 §2 MPP card)', () => {
  it("000 §2: tag rows are trimmed with a '+N' overflow indicator", () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('card name lists', () => {
  it('long chapter lists are trimmed like tags', () => {
    expect(summariseList(['a', 'b', 'c', 'd'])).toBe('a, b, c +1 more');
    expect(summariseList(['a', 'b'])).toBe('a, b');
  });
});
