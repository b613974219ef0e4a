/** 000 §2 MPP card: tag rows are trimmed (about 50–55 px, i.e. two lines) with a '+N' overflow indicator. */
export const MAX_TAGS_SHOWN = 3;

/** The tags a card shows and how many are left for the '+N' indicator. */
export function visibleTags(tags: readonly string[], max = MAX_TAGS_SHOWN): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** A long name list trimmed for a card, the same way as tags: 'a, b, c +9 more'. */
export function summariseList(names: readonly string[], max = MAX_TAGS_SHOWN): string {
  const { shown, more } = visibleTags(names, max);
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}
