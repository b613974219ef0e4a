import { useId } from 'react';
import { LIST_ONE_LABELS } from '@classroom/shared/exam-rules';
import { RichText } from '@classroom/shared/math';
import styles from './answer-input.module.css';

/**
 * List-I and List-II of a JEE Advanced matching question (type 5: list items on their own lines):
 * two labelled lists, side by side on a wide screen and one above the other on a phone; List-I items are labelled
 * P, Q, R, …, List-II items 1, 2, …, as the combinations in the options name them. Items are sanitised HTML with math.
 */
export function MatchingLists({ listOne, listTwo }: { listOne: readonly string[]; listTwo: readonly string[] }) {
  const id = useId();
  return (
    <div className={styles.lists}>
      <section aria-labelledby={`${id}-one`} className={styles.list}>
        <h3 id={`${id}-one`} className={styles.listTitle}>
          List-I
        </h3>
        <ul>
          {listOne.map((item, i) => (
            <li key={LIST_ONE_LABELS[i]}>
              <span className={styles.itemLabel}>{LIST_ONE_LABELS[i]}.</span>
              <RichText as="span" html={item} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-two`} className={styles.list}>
        <h3 id={`${id}-two`} className={styles.listTitle}>
          List-II
        </h3>
        <ul>
          {listTwo.map((item, i) => (
            <li key={i}>
              <span className={styles.itemLabel}>{i + 1}.</span>
              <RichText as="span" html={item} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
