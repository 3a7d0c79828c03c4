/**
 * The evaluation's documents and labels, in two parts:
 * - tune: what the engine may be tuned on: the first set (gold.ts, cvs/, jobs/, labelled by the engine's
 *   authors) and the sets/dev* folders (written and labelled by helpers who never saw the engine; dev-2 and
 *   after are earlier blind parts, moved there once they had been used to tune);
 * - blind: the sets/blind* folders, written and labelled the same way, never read while tuning. Once it has
 *   been used to tune, it moves to a dev folder and a new blind part is written (docs/analysis-engine.md).
 *
 * Each collection is matched within itself: a CV against the jobs of its own collection.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CVS, JOBS, type CvGold, type JobGold } from './gold';
import { ZLabels } from './labels';

export type Part = 'tune' | 'blind';
/**
 * 'first', or a folder of sets/: dev* folders are tuned on (dev-2 and after: blind parts used to tune), blind*
 * folders are the blind part (more than one when two writers covered the same roles).
 */
export type Collection = string;

export interface EvalCv {
  /** Unique across collections: "<collection>/<id>". */
  key: string;
  id: string;
  collection: Collection;
  part: Part;
  text: string;
  /** Id of the job (in the same collection) the CV is written for, or null. */
  fits: string | null;
  /** Jobs that are neither its own nor unrelated (near misses), left out of calibration. */
  related: string[];
  tech: string[];
  domain: string[];
  traps: string[];
  short: boolean;
  /** The first set's fuller labels (sections, statements), when the CV comes from it. */
  gold?: CvGold;
}

export interface EvalJob {
  key: string;
  id: string;
  collection: Collection;
  part: Part;
  text: string;
  title: string[];
  company: string[];
  /** null: either answer is defensible. */
  nonTech: boolean | null;
  tech: string[];
  domain: string[];
  traps: string[];
  gold?: JobGold;
}

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

function first(): { cvs: EvalCv[]; jobs: EvalJob[] } {
  return {
    cvs: CVS.map((g) => ({
      key: `first/${g.id}`,
      id: g.id,
      collection: 'first',
      part: 'tune',
      text: read(`./cvs/${g.id}.txt`),
      fits: g.fits,
      related: g.related,
      tech: g.tech,
      domain: [],
      traps: g.traps,
      short: false,
      gold: g,
    })),
    jobs: JOBS.map((g) => ({
      key: `first/${g.id}`,
      id: g.id,
      collection: 'first',
      part: 'tune',
      text: read(`./jobs/${g.id}.txt`),
      title: g.title,
      company: g.company,
      nonTech: g.nonTech,
      tech: g.tech,
      domain: [],
      traps: g.traps,
      gold: g,
    })),
  };
}

function written(collection: string): { cvs: EvalCv[]; jobs: EvalJob[] } {
  const labels = ZLabels.parse(JSON.parse(read(`./sets/${collection}/labels.json`)));
  const part: Part = collection.startsWith('blind') ? 'blind' : 'tune';
  const jobIds = new Set(labels.jobs.map((j) => j.id));
  return {
    cvs: labels.cvs.map((c) => ({
      key: `${collection}/${c.id}`,
      id: c.id,
      collection,
      part,
      text: read(`./sets/${collection}/cvs/${c.id}.txt`),
      fits: jobIds.has(c.fits) ? c.fits : null,
      related: c.near.filter((r) => jobIds.has(r)),
      tech: c.tech,
      domain: c.domain,
      traps: c.traps,
      short: c.short,
    })),
    jobs: labels.jobs.map((j) => ({
      key: `${collection}/${j.id}`,
      id: j.id,
      collection,
      part,
      text: read(`./sets/${collection}/jobs/${j.id}.txt`),
      title: [j.title],
      company: [j.employer],
      nonTech: j.nonTech,
      tech: j.tech,
      domain: j.domain,
      traps: j.traps,
    })),
  };
}

const SETS = new URL('./sets/', import.meta.url);
const folders = readdirSync(SETS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/labels.json`, SETS)))
  .map((d) => d.name)
  .sort();
const all = [first(), ...folders.map(written)];
export const EVAL_CVS: readonly EvalCv[] = all.flatMap((s) => s.cvs);
export const EVAL_JOBS: readonly EvalJob[] = all.flatMap((s) => s.jobs);
