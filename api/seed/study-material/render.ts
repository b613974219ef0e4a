/**
 * Typesets one notes sheet as an A4 PDF with pdf-lib (pure JS, standard fonts only, so nothing is embedded): page 1
 * title, chapter, summary and key ideas; page 2 the formulas; page 3 (a sheet written in full only) a worked example
 * and practice questions. An outline sheet (sheet.ts) is the first two pages.
 * Formulas are text: `^{…}` is raised, `_{…}` lowered (nestable), Greek letters and math signs are drawn in the Symbol
 * font. The file carries fixed dates, so the same sheet always gives the same bytes.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { SUBJECTS } from '../content';
import type { NotesSheet } from './sheet';

/** Bump when the layout changes, so seeds write the notes again (notes.ts). */
export const RENDER_VERSION = '1';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.4, 0.4, 0.45);
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

interface Fonts {
  text: PDFFont;
  bold: PDFFont;
  symbol: PDFFont;
}

/** A run of text at one size and baseline shift, in one font. */
interface Run {
  text: string;
  font: PDFFont;
  size: number;
  rise: number;
}

const encodes = (font: PDFFont, ch: string) => {
  try {
    font.encodeText(ch);
    return true;
  } catch {
    return false;
  }
};

/** Splits the markup into runs: `^{…}` / `_{…}` at 70 % size raised / lowered, each character in a font that has it. */
export function layoutRuns(markup: string, size: number, fonts: Fonts, base = fonts.text): Run[] {
  const runs: Run[] = [];
  const push = (ch: string, runSize: number, rise: number) => {
    const font = encodes(base, ch) ? base : encodes(fonts.symbol, ch) ? fonts.symbol : null;
    if (!font) throw new Error(`Study notes: no font has '${ch}' (U+${ch.codePointAt(0)!.toString(16)})`);
    const last = runs[runs.length - 1];
    if (last && last.font === font && last.size === runSize && last.rise === rise) last.text += ch;
    else runs.push({ text: ch, font, size: runSize, rise });
  };
  const walk = (text: string, runSize: number, rise: number) => {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if ((ch === '^' || ch === '_') && text[i + 1] === '{') {
        let depth = 0;
        let j = i + 1;
        for (; j < text.length; j++) {
          if (text[j] === '{') depth++;
          else if (text[j] === '}' && --depth === 0) break;
        }
        const inner = runSize * 0.7;
        walk(text.slice(i + 2, j), inner, rise + (ch === '^' ? runSize * 0.38 : -runSize * 0.18));
        i = j;
      } else push(ch, runSize, rise);
    }
  };
  walk(markup, size, 0);
  return runs;
}

const widthOf = (runs: Run[]) => runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, r.size), 0);

/** Words of the markup (spaces inside braces stay in their word). */
function words(markup: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const ch of markup) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === ' ' && depth === 0) {
      if (word) out.push(word);
      word = '';
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/** A page being filled top-down; `y` is the next baseline. */
class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  /** Writes `markup` wrapped to `width`, at `x`, and moves down. */
  para(markup: string, { size = 11, font = this.fonts.text, color = INK, x = MARGIN, width = WIDTH, gap = 4 } = {}) {
    const lineHeight = size * 1.45;
    const space = font.widthOfTextAtSize(' ', size);
    let line: Run[][] = [];
    let lineWidth = 0;
    const flush = () => {
      let cx = x;
      for (const [n, word] of line.entries()) {
        if (n > 0) cx += space;
        for (const r of word) {
          this.page.drawText(r.text, { x: cx, y: this.y + r.rise, size: r.size, font: r.font, color });
          cx += r.font.widthOfTextAtSize(r.text, r.size);
        }
      }
      this.y -= lineHeight;
      line = [];
      lineWidth = 0;
    };
    for (const word of words(markup)) {
      const runs = layoutRuns(word, size, this.fonts, font);
      const w = widthOf(runs);
      if (line.length > 0 && lineWidth + space + w > width) flush();
      lineWidth += (line.length > 0 ? space : 0) + w;
      line.push(runs);
    }
    if (line.length > 0) flush();
    this.y -= gap;
  }

  heading(text: string, color = INK) {
    this.y -= 8;
    this.para(text, { size: 15, font: this.fonts.bold, color, gap: 6 });
  }
}

/** The PDF of one sheet (bytes): three pages, or two for an outline sheet (no worked example or practice). */
export async function renderNotesPdf(sheet: NotesSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const subject = SUBJECTS[sheet.subject];
  const title = `${sheet.chapter}: chapter notes`;
  doc.setTitle(title);
  doc.setSubject(`${subject.name}, Class ${sheet.className}`);
  doc.setAuthor('Classroom Institute, Kota');
  doc.setCreator('Classroom Institute study notes');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    text: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    symbol: await doc.embedFont(StandardFonts.Symbol),
  };
  const accent = hex(subject.primary);
  const worked = sheet.example && sheet.practice ? { example: sheet.example, practice: sheet.practice } : null;
  const pages = (worked ? [0, 1, 2] : [0, 1]).map(() => new Writer(doc.addPage(A4), fonts));
  pages.forEach((w, i) => {
    w.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: accent });
    w.page.drawText(`${subject.name} · Class ${sheet.className} · ${sheet.chapter}`, {
      x: MARGIN,
      y: 30,
      size: 8,
      font: fonts.text,
      color: MUTED,
    });
    const label = `Page ${i + 1} of ${pages.length}`;
    w.page.drawText(label, {
      x: A4[0] - MARGIN - fonts.text.widthOfTextAtSize(label, 8),
      y: 30,
      size: 8,
      font: fonts.text,
      color: MUTED,
    });
  });

  const [first, second, third] = pages as [Writer, Writer, Writer | undefined];
  first.para('CLASSROOM INSTITUTE, KOTA · STUDY NOTES', { size: 9, font: fonts.bold, color: accent, gap: 10 });
  first.para(sheet.chapter, { size: 24, font: fonts.bold, gap: 2 });
  first.para(`${subject.name} · Class ${sheet.className} · NCERT`, { size: 12, color: MUTED, gap: 16 });
  first.para(sheet.summary, { size: 12, gap: 10 });
  first.heading('Key ideas', accent);
  for (const idea of sheet.ideas) first.para(`•  ${idea}`, { x: MARGIN + 8, width: WIDTH - 8 });
  first.heading('In this sheet', accent);
  first.para(`Formulas (${sheet.formulas.length}) · page 2`);
  if (worked) first.para('Worked example and practice questions · page 3');

  second.heading('Formulas', accent);
  for (const [n, [formula, meaning]] of sheet.formulas.entries()) {
    second.y -= 6;
    second.para(`${n + 1}.  ${formula}`, { size: 15, gap: 0 });
    second.para(meaning, { size: 10, color: MUTED, x: MARGIN + 22, width: WIDTH - 22, gap: 6 });
  }

  if (worked && third) {
    third.heading('Worked example', accent);
    third.para(worked.example.question, { size: 12, gap: 8 });
    for (const [n, step] of worked.example.steps.entries())
      third.para(`Step ${n + 1}:  ${step}`, { x: MARGIN + 8, width: WIDTH - 8 });
    third.heading('Practice questions', accent);
    for (const [n, q] of worked.practice.entries()) third.para(`Q${n + 1}.  ${q}`, { x: MARGIN + 8, width: WIDTH - 8 });
  }

  return doc.save({ useObjectStreams: true });
}

function hex(color: string) {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
