/**
 * Which typeset texts one place of the question panel keeps laid out (decision 0029: kept texts), as a list in
 * the order of their elements on the page. Pure: `KeptTexts` (kept-texts-view.tsx) renders the list.
 *
 * `kept` is the list so far; `shown` the text the place shows now; `ahead` the text it will likely show next (the
 * next question's), or null. The result holds `shown` and `ahead` and at most `keep` texts in all, the others
 * dropped oldest first. A text already in the list keeps its place and a new one goes at the end, so an element is
 * never moved on the page (a moved element is laid out anew, which is what keeping it saves).
 */
export function keptTexts(kept: readonly string[], shown: string, ahead: string | null, keep: number): string[] {
  const wanted = [shown, ...(ahead === null || ahead === shown ? [] : [ahead])];
  const list = [...kept, ...wanted.filter((text) => !kept.includes(text))];
  let spare = list.length - Math.max(keep, wanted.length);
  return list.filter((text) => {
    if (spare <= 0 || wanted.includes(text)) return true;
    spare -= 1;
    return false;
  });
}
