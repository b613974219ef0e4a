/** 000 §2 MPP card: tag rows are trimmed (about 50–55 px, i.e. two lines) with a '+N' overflow indicator. */
export const MAX_TAGS_SHOWN = 3;

/** 000 §2: the tag rows' height budget in px (about 50–55 px: two rows of chips). */
export const TAG_ROWS_MAX_PX = 54;

/**
 * How many tags fit the height budget, measured from the rendered chips (000 §2 MPP card): `bottoms` are each chip's
 * bottom edge in px from the top of the tag list, laid out at the card's width. When some do not fit, one more slot
 * is given up for the '+N' chip. Returns the count shown and N.
 */
export function tagsThatFit(bottoms: readonly number[], maxHeight = TAG_ROWS_MAX_PX): { shown: number; more: number } {
  const fit = bottoms.filter((b) => b <= maxHeight + 0.5).length;
  if (fit >= bottoms.length) return { shown: bottoms.length, more: 0 };
  const shown = Math.max(0, fit - 1);
  return { shown, more: bottoms.length - shown };
}

/** The tags a card shows and how many are left for the '+N' indicator. */
export function visibleTags(tags: readonly string[], max = MAX_TAGS_SHOWN): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** A long name list trimmed for a card, the same way as tags: 'a, b, c +9 more'. */
export function summariseList(names: readonly string[], max = MAX_TAGS_SHOWN): string {
  const { shown, more } = visibleTags(names, max);
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}
