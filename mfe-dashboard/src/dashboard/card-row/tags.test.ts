import { visibleTags } from './tags';

describe('card tags (000 §2 MPP card)', () => {
  it("000 §2: tag rows are trimmed with a '+N' overflow indicator", () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
