/**
 * The analysis charts (Recharts). Each chart is drawn for sighted readers and hidden from assistive
 * technology (aria-hidden); the table beside it (./analysis-page) carries the same figures as text.
 */
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './analysis.module.css';

/** Colours of the design tokens (DESIGN: brand, muted text, warning); SVG attributes cannot read CSS variables. */
const BRAND = '#1f4fd1';
const COHORT = '#8a94a6';
const MINE = '#b54708';

/** Grouped bars: the caller's value beside the cohort's, one group per row. `vertical` lays the bars sideways (long names). */
export function GroupedBars({
  rows,
  you,
  other,
  otherLabel,
  vertical = false,
}: {
  rows: readonly Record<string, string | number>[];
  you: string;
  other: string;
  otherLabel: string;
  vertical?: boolean;
}) {
  const height = vertical ? Math.max(200, rows.length * 64 + 60) : undefined;
  return (
    <div
      className={vertical ? styles.chartTall : styles.chart}
      style={height ? { height } : undefined}
      aria-hidden="true"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows as Record<string, string | number>[]}
          layout={vertical ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: vertical ? 8 : 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {/* Recharts reads its axes from direct children only (no fragments). */}
          {vertical ? <XAxis type="number" /> : <XAxis dataKey="name" tick={{ fontSize: 12 }} />}
          {vertical ? (
            <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 11 }} />
          ) : (
            <YAxis width={40} />
          )}
          <Tooltip />
          <Legend />
          <Bar dataKey={you} name="You" fill={BRAND} isAnimationActive={false} />
          <Bar dataKey={other} name={otherLabel} fill={COHORT} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Students per score band; the caller's band in its own colour. */
export function DistributionBars({ rows }: { rows: readonly { name: string; students: number; mine: boolean }[] }) {
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows as { name: string; students: number; mine: boolean }[]}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {/* Band labels slanted so five fit a 390 px phone; the table beside gives them in full. */}
          <XAxis dataKey="name" tick={{ fontSize: 10 }} interval={0} angle={-30} textAnchor="end" height={56} />
          <YAxis width={32} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="students" name="Students" isAnimationActive={false}>
            {rows.map((r) => (
              <Cell key={r.name} fill={r.mine ? MINE : BRAND} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
