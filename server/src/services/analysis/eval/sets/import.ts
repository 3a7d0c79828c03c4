/**
 * Copies writers' documents and labels into dev/ and blind/ (`npx tsx import.ts [--into <folder>] <writer
 * folder>...`; --into puts the blind entries in another blind folder, for a second writer of the same roles).
 * Each writer's folder holds dev/, blind/ and labels.json in the format of docs/analysis-engine.md; entries
 * are merged by id into <part>/labels.json, one entry per line, and the documents copied as they are.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Entry {
  id: string;
  part: 'dev' | 'blind';
}
type Labels = { cvs: Entry[]; jobs: Entry[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
/** `--into <folder>`: the blind entries go to that folder (blind-2...) instead of blind/. */
const intoAt = args.indexOf('--into');
const into = intoAt >= 0 ? args.splice(intoAt, 2)[1]! : 'blind';
const writers = args;
for (const part of ['dev', 'blind'] as const) {
  const target = part === 'blind' ? into : part;
  const file = path.join(here, target, 'labels.json');
  const labels: Labels = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { cvs: [], jobs: [] };
  for (const folder of writers) {
    const source: Labels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8'));
    for (const kind of ['cvs', 'jobs'] as const) {
      for (const entry of source[kind].filter((e) => e.part === part)) {
        const document = path.join(folder, part, kind, `${entry.id}.txt`);
        if (!existsSync(document)) throw new Error(`missing document ${document}`);
        mkdirSync(path.join(here, target, kind), { recursive: true });
        copyFileSync(document, path.join(here, target, kind, `${entry.id}.txt`));
        labels[kind] = [...labels[kind].filter((e) => e.id !== entry.id), entry];
      }
    }
  }
  for (const kind of ['cvs', 'jobs'] as const) labels[kind].sort((a, b) => a.id.localeCompare(b.id));
  const lines = (list: Entry[]) => list.map((e) => `  ${JSON.stringify(e)}`).join(',\n');
  mkdirSync(path.join(here, target), { recursive: true });
  writeFileSync(file, `{\n "cvs": [\n${lines(labels.cvs)}\n ],\n "jobs": [\n${lines(labels.jobs)}\n ]\n}\n`);
  console.log(`${target}: ${labels.cvs.length} CVs, ${labels.jobs.length} jobs`);
}
