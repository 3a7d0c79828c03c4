/**
 * Page layouts that text extraction flattens. A two-column CV copied out of a PDF or a word processor keeps
 * both columns on each line ("SKILLS        EXPERIENCE"), so a reader going line by line mixes a skills list
 * with a job's bullets. `unfoldColumns` puts each column back in one piece: left column, then right column,
 * block by block, with full-width lines between blocks kept where they are.
 */

/** Spaces that separate two columns: at least two, then the right column's text. */
const GAP_RE = / {2,}(?=\S)/g;
/** The right column starts far enough in to leave a left column of its own. */
const MIN_COLUMN = 16;
/** Right-column headings it takes to call a page two-column (label-and-value tables have none). */
const MIN_RIGHT_HEADINGS = 2;

/** Ends a column's paragraph with one blank line (none at its top, never two). */
function pushBlank(column: string[]): void {
  if (column.length > 0 && column.at(-1) !== '') column.push('');
}

type Row =
  { kind: 'blank' } | { kind: 'full'; text: string } | { kind: 'split'; left: string; right: string };

/**
 * The column where the right column starts, or null for a one-column page: the most common start of text
 * after a gap, found on lines that name section headings there (two at least, "EXPERIENCE", "PROJECTS").
 */
function rightColumn(lines: readonly string[], isHeading: (text: string) => boolean): number | null {
  const headingsAt = new Map<number, number>();
  for (const line of lines) {
    if (line.includes('\t')) continue;
    for (const m of line.matchAll(GAP_RE)) {
      const at = m.index + m[0].length;
      if (at < MIN_COLUMN) continue;
      if (isHeading(line.slice(at).trim())) headingsAt.set(at, (headingsAt.get(at) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  for (const [at, count] of headingsAt)
    if (count >= MIN_RIGHT_HEADINGS && (best === null || count > headingsAt.get(best)!)) best = at;
  return best;
}

/** How far from the column the right column's text may start (aligned by hand, or by a proportional font). */
const SLACK = 2;
/** How far past the column a left-column line may run (a share of the column) before it is full width. */
const OVERRUN = 1.3;

/** A line cut at the column: both sides, one side, or text running across it (a full-width line). */
function rowOf(line: string, column: number): Row {
  if (line.trim() === '') return { kind: 'blank' };
  // An indented line (right column only) is a gap at the start of the line.
  for (const m of line.matchAll(GAP_RE)) {
    const at = m.index + m[0].length;
    if (at >= column - SLACK && at <= column + SLACK)
      return { kind: 'split', left: line.slice(0, m.index).trim(), right: line.slice(at).trimEnd() };
  }
  // A left-column line may run a little past the column when it was aligned by hand; full-width text is long.
  if (line.trimEnd().length < column * OVERRUN) return { kind: 'split', left: line.trim(), right: '' };
  return { kind: 'full', text: line };
}

/**
 * The text with each two-column block read column by column. A page without a right column of headings
 * comes back unchanged (same string).
 */
export function unfoldColumns(text: string, isHeading: (text: string) => boolean): string {
  const lines = text.split('\n');
  const column = rightColumn(lines, isHeading);
  if (column === null) return text;
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  /** A heading alone at the foot of the left column, below the right column's last line. */
  let trailingHeading: string | null = null;
  const flush = () => {
    // A column that does not open with a heading carries on the text above the block, so it comes first.
    const [first, second] =
      right.length > 0 && !isHeading(right[0]!) && left.length > 0 && isHeading(left[0]!)
        ? [right, left]
        : [left, right];
    const separate = first.length > 0 && second.length > 0 && first.at(-1) !== '';
    out.push(...first, ...(separate ? [''] : []), ...second);
    // It heads what follows the block (the full-width lines), not the left column.
    if (trailingHeading !== null) out.push(trailingHeading);
    left = [];
    right = [];
    trailingHeading = null;
  };
  for (const line of lines) {
    const row = rowOf(line, column);
    if (row.kind === 'full') {
      flush();
      out.push(row.text);
    } else if (row.kind === 'blank') {
      pushBlank(left);
      pushBlank(right);
    } else {
      if (trailingHeading !== null) left.push(trailingHeading);
      trailingHeading = row.right === '' && right.length > 0 && isHeading(row.left) ? row.left : null;
      if (row.left !== '' && trailingHeading === null) left.push(row.left);
      if (row.right !== '') right.push(row.right);
    }
  }
  flush();
  return out.join('\n');
}

/**
 * Pairs of lines (left, right) it takes to trust that a page alternates, and the share of them whose left
 * line is the shorter (or the longer) one: a narrow column of items beside a wide one of sentences.
 */
const MIN_WOVEN_PAIRS = 3;
const WOVEN_SHARE = 0.75;

/** The two columns of lines read in turn, and how consistently one column's lines are the shorter. */
interface WovenReading {
  left: string[];
  right: string[];
  consistency: number;
}

/**
 * Reads `lines` a line from each column in turn. An empty line is an empty cell of its column, or, when
 * `emptyRows`, an empty row after which the left column leads again; a line of spaces is always an empty cell.
 * An empty cell or row stays, once, as a blank line: it sets apart what follows ("HARDWARE" below one).
 */
function readWoven(lines: readonly string[], emptyRows: boolean): WovenReading {
  const left: string[] = [];
  const right: string[] = [];
  const add = (column: string[], line: string) => {
    if (line.trim() !== '') column.push(line);
    else pushBlank(column);
  };
  let pairs = 0;
  let leftShorter = 0;
  let onLeft = true;
  let pending: string | null = null;
  for (const line of lines) {
    if (emptyRows && line === '') {
      add(left, '');
      add(right, '');
      onLeft = true;
      pending = null;
      continue;
    }
    add(onLeft ? left : right, line);
    if (onLeft) pending = line.trim();
    else if (pending && line.trim() && pending.length !== line.trim().length) {
      pairs++;
      if (pending.length < line.trim().length) leftShorter++;
    }
    onLeft = !onLeft;
  }
  const consistency = pairs >= MIN_WOVEN_PAIRS ? Math.max(leftShorter, pairs - leftShorter) / pairs : 0;
  return { left, right, consistency };
}

/**
 * A two-column page whose text came out a line from each column in turn ("SKILLS", "EXPERIENCE", "Revit",
 * "BIM Coordinator - Acme", "Navisworks", "- Federated the models..."): two section headings in a row open
 * it, and from there its lines alternate between a narrow column and a wide one. It is read column by
 * column, the left one first. Whether an empty line is an empty cell or an empty row (extractions differ)
 * is the reading under which the columns alternate more consistently. A page without two headings in a row,
 * or whose lines do not alternate so, comes back unchanged (same string).
 */
export function unweaveColumns(text: string, isHeading: (text: string) => boolean): string {
  const lines = text.split('\n');
  const heading = (line: string | undefined) =>
    line !== undefined && line.trim() !== '' && isHeading(line.trim());
  const start = lines.findIndex((line, i) => heading(line) && heading(lines[i + 1]));
  if (start === -1) return text;
  const [cells, rows] = [false, true].map((emptyRows) => readWoven(lines.slice(start), emptyRows));
  const best = rows!.consistency >= cells!.consistency ? rows! : cells!;
  if (best.consistency < WOVEN_SHARE) return text;
  const right = best.right.at(-1) === '' ? best.right.slice(0, -1) : best.right;
  return [...lines.slice(0, start), ...best.left, ...(best.left.at(-1) === '' ? [] : ['']), ...right].join(
    '\n',
  );
}
