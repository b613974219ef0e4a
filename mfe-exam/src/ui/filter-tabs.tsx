import { TAB_ALL, TAB_ATTEMPTED, TAB_PENDING } from '../messages';
import type { ListTab } from '../lib/test-list-rules';
import styles from './test-list.module.css';

const TABS: readonly { id: ListTab; label: string }[] = [
  { id: 'all', label: TAB_ALL },
  { id: 'attempted', label: TAB_ATTEMPTED },
  { id: 'pending', label: TAB_PENDING },
];

/** The words of a tab ('All', 'Attempted', 'Pending'), e.g. for the list table's caption. */
export const tabLabel = (tab: ListTab): string => TABS.find((t) => t.id === tab)?.label ?? TAB_ALL;

/**
 * The row of list tabs above a test or DPP list (001 §2.2): toggle buttons in a labelled group, the chosen one
 * `aria-pressed`, each a plain button in the tab order (Enter or Space chooses it).
 * `label` names the group for screen readers ("Filter tests"); `onChange` gets the chosen tab.
 */
export function FilterTabs({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ListTab;
  onChange: (tab: ListTab) => void;
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          className={styles.tab}
          aria-pressed={value === t.id}
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
