/**
 * `pnpm --filter @classroom/api run import -- <file> [--schedule-for all|none|section:<ids>|student:<ids>] [--from jeebench]
 *  [--start <iso>] [--end <iso>]`: migrates the database named by DATABASE_URL / DB_DIR, then imports the paper file
 * (README.md in this folder). A JEEBench list (../shared/data/jeebench/) is recognised by its shape, or forced with
 * --from jeebench: it becomes one exam per paper. Prints the new exam ids. Stop the server first when it uses PGlite.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dbOptionsFromEnv, openDb } from '../src/db/client';
import { importPaper, parseScheduleFor } from './import-paper';
import { isJeebench, jeebenchToPapers } from './jeebench';

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const withValues = new Set(['--schedule-for', '--from', '--start', '--end']);
  const files = args.filter((a, i) => !a.startsWith('--') && !withValues.has(args[i - 1] ?? ''));
  if (files.length !== 1) {
    console.error(
      'usage: import -- <paper.json> [--schedule-for all|none|section:301,302|student:7] [--from jeebench] [--start ISO] [--end ISO]',
    );
    process.exit(2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const scheduleFor = parseScheduleFor(argValue(args, '--schedule-for'));
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const now = new Date();
  const startAt = argValue(args, '--start') ? new Date(argValue(args, '--start')!) : now;
  const endAt = argValue(args, '--end')
    ? new Date(argValue(args, '--end')!)
    : new Date(now.getTime() + 30 * 86_400_000);

  let papers: unknown[];
  if (argValue(args, '--from') === 'jeebench' || isJeebench(value)) {
    const converted = jeebenchToPapers(value, { startAt, endAt });
    console.log(
      `JEEBench: ${converted.imported} questions in ${converted.papers.length} papers; options parsed for ${converted.optionsParsed}; left out ${converted.problems.length}.`,
    );
    for (const p of converted.problems) console.log(`  left out ${p.description} Q${p.index} (${p.type}): ${p.reason}`);
    papers = converted.papers;
  } else {
    papers = [value];
  }

  const handle = await openDb(dbOptionsFromEnv());
  try {
    await handle.migrate();
    for (const paper of papers) {
      const result = await importPaper(handle.db, paper, { scheduleFor });
      const name = (paper as { exam?: { name?: string } }).exam?.name ?? '';
      console.log(
        `Imported exam ${result.examId} '${name}': ${result.sections} sections, ${result.questions} questions, max marks ${result.maxMarks}, scheduled for ${result.scheduled} students (${handle.kind}).`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
