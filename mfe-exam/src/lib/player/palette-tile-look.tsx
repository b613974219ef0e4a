import type { PaletteCode } from '@classroom/shared/contract';
import styles from './palette.module.css';

/** The look of a palette tile for code 0–4 (DESIGN palette table); decorative unless `label` is given. */
export function PaletteTileLook({ code, label }: { code: PaletteCode; label: string }) {
  return (
    <span className={`${styles.tile} ${styles[`code${code}`]}`} aria-hidden={label === '' ? true : undefined}>
      {label}
      {code === 3 && (
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
      )}
    </span>
  );
}
