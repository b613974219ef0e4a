/**
 * The release page's script (decision 0014): read-only, for release managers; bundled apart from the student portal
 * (release-page/route.ts). Shows each remote's live versions, traffic split and field figures, and a chart of each
 * version's errored-page rate per minute (Recharts), refreshed every 30 s from /release/data.json. Times in IST.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PageData } from './page-data';

const REFRESH_MS = 30_000;
const COLOURS = ['#1f4fd1', '#c2410c'];
const ist = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (value: number | null, n: number) => (value === null ? '—' : `${value.toLocaleString('en-IN')} ms (n=${n})`);

function App() {
  const [data, setData] = useState<PageData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    const load = () =>
      fetch('/release/data.json', { credentials: 'same-origin', cache: 'no-store' })
        .then(async (r) => {
          if (!r.ok) throw new Error(`The figures could not be read (HTTP ${r.status}): ${await r.text()}`);
          return r.json() as Promise<PageData>;
        })
        .then(
          (d) => {
            if (!stop) {
              setData(d);
              setError(null);
            }
          },
          (e: Error) => {
            if (!stop) setError(e.message);
          },
        );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, []);
  return (
    <main>
      <h1>Releases{data ? ` — channel ${data.channel}` : ''}</h1>
      {error && <p role="alert">{error}</p>}
      {data && <p>Figures of the last hour, updated {ist(data.generatedAt)} IST; refreshes every 30 seconds.</p>}
      {data?.apps.map((app) => (
        <section key={app.app} aria-labelledby={`h-${app.app}`}>
          <h2 id={`h-${app.app}`}>{app.app}</h2>
          <table tabIndex={0}>
            <caption>Live versions of {app.app}</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Students</th>
                <th scope="col">Pages</th>
                <th scope="col">Error rate</th>
                <th scope="col">Load failures</th>
                <th scope="col">p75 LCP</th>
                <th scope="col">p75 INP</th>
              </tr>
            </thead>
            <tbody>
              {app.versions.map((v) => (
                <tr key={v.version}>
                  <th scope="row">
                    {v.version}
                    {v.canary ? ' (canary)' : ''}
                  </th>
                  <td>{v.traffic} %</td>
                  <td>{v.figures.pageViews.toLocaleString('en-IN')}</td>
                  <td>{pct(v.figures.errorRate)}</td>
                  <td>{pct(v.figures.failureRate)}</td>
                  <td>{ms(v.figures.lcpP75Ms, v.figures.lcpSamples)}</td>
                  <td>{ms(v.figures.inpP75Ms, v.figures.inpSamples)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {app.verdict && <p>Canary analysis — {app.verdict}</p>}
          {app.minutes.length > 0 ? (
            <figure>
              <figcaption>Errored pages per minute, % of the version's pages (IST)</figcaption>
              <div style={{ width: '100%', height: 220 }}>
                <ResponsiveContainer>
                  <LineChart data={app.minutes} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="minute" tickFormatter={ist} />
                    <YAxis unit=" %" domain={[0, 100]} />
                    <Tooltip labelFormatter={(label) => `${ist(String(label))} IST`} />
                    <Legend />
                    {app.versions.map((v, i) => (
                      <Line
                        key={v.version}
                        type="monotone"
                        dataKey={v.version}
                        name={`${v.version}${v.canary ? ' (canary)' : ''}`}
                        stroke={COLOURS[i % COLOURS.length]}
                        connectNulls
                        isAnimationActive={false}
                      />
                    ))}
                  </LineChart>
                </ResponsiveContainer>
              </div>
            </figure>
          ) : (
            <p>No pages reported in the last hour.</p>
          )}
        </section>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
