/** Tech news and events in the feed (part 2 §2.3, §3 News notice and Event feed view, §8, §9). */

/** Headlines the feed keeps and shows (§9 "News: 20 headlines"). */
export const NEWS_LIMIT = 20;

/** Cards per page on the /notices screen (§9 "Feed list screen page size: 6"). */
export const FEED_PAGE_SIZE = 6;

/** Priority keywords, matched as whole words, case-insensitive, on title and summary (§9). */
export const NEWS_PRIORITY_KEYWORDS = {
  high: ['breaking', 'urgent', 'major', 'critical', 'launch', 'announce'],
  medium: ['new', 'update', 'release', 'introduces'],
} as const;

/**
 * The fixed tag list (§9 "up to 3 from a fixed keyword list"): a tag applies when one of its words
 * appears as a whole word in the title or summary; tags keep this order and at most 3 are kept.
 */
export const NEWS_TAGS: ReadonlyArray<{ tag: string; words: readonly string[] }> = [
  {
    tag: 'AI',
    words: [
      'ai',
      'artificial intelligence',
      'machine learning',
      'llm',
      'chatgpt',
      'openai',
      'gemini',
      'neural',
    ],
  },
  {
    tag: 'Security',
    words: [
      'security',
      'cyber',
      'cybersecurity',
      'breach',
      'hack',
      'hackers',
      'malware',
      'ransomware',
      'vulnerability',
      'privacy',
    ],
  },
  {
    tag: 'Cloud',
    words: ['cloud', 'aws', 'azure', 'google cloud', 'serverless', 'kubernetes', 'data center', 'datacenter'],
  },
  {
    tag: 'Web',
    words: ['web', 'browser', 'chrome', 'firefox', 'javascript', 'typescript', 'website', 'internet'],
  },
  { tag: 'Mobile', words: ['mobile', 'android', 'ios', 'iphone', 'smartphone', 'app store', 'apps'] },
  { tag: 'Data', words: ['data', 'database', 'analytics', 'big data'] },
  { tag: 'DevOps', words: ['devops', 'ci/cd', 'docker', 'deployment', 'github', 'gitlab'] },
  { tag: 'Open Source', words: ['open source', 'open-source', 'linux', 'foss'] },
  { tag: 'Startups', words: ['startup', 'startups', 'funding', 'venture', 'ipo', 'acquisition', 'acquires'] },
  {
    tag: 'Hardware',
    words: [
      'chip',
      'chips',
      'semiconductor',
      'processor',
      'gpu',
      'nvidia',
      'intel',
      'amd',
      'hardware',
      'laptop',
    ],
  },
  {
    tag: 'Careers',
    words: [
      'jobs',
      'hiring',
      'layoffs',
      'careers',
      'career',
      'skills',
      'workforce',
      'internship',
      'graduates',
    ],
  },
];

export const NEWS_MAX_TAGS = 3;

/** Outlets mapped to a source type (§9); any other outlet is industry. Matched on the outlet's name or host. */
export const NEWS_SOURCE_TYPES = {
  government: [
    'cisa',
    'nist',
    'whitehouse',
    'white house',
    'gov.uk',
    'europa.eu',
    'european commission',
    'ftc',
    'fcc',
    'ncsc',
    'icta',
    'cert.gov.lk',
    'gov.lk',
    'data.gov',
    'usa.gov',
    'nasa',
  ],
  education: [
    'mit',
    'mit technology review',
    'technologyreview.com',
    'stanford',
    'harvard',
    'coursera',
    'edx',
    'khan academy',
    'university',
    'edsurge',
    'the conversation',
    'theconversation.com',
    'nature',
    'science',
    'ieee spectrum',
    'spectrum.ieee.org',
    'acm',
  ],
} as const;

export type NewsPriority = 'high' | 'medium' | 'low';
export type NewsSourceType = 'government' | 'industry' | 'education';

export const NEWS_MESSAGES = {
  heading: 'Tech Industry Updates',
  eventsFailed: (msg: string) => `Failed to load events: ${msg}`,
  newsFallback: 'Live tech news could not be loaded; showing sample updates.',
  samplesNote: 'Showing sample updates until live tech news is available.',
  nothingLoaded: 'We could not load any updates.',
} as const;

/** The event card's defaults for missing fields (§3 Event feed view). */
export const EVENT_DEFAULTS = {
  title: 'Untitled Event',
  organizer: 'Event Organizer',
  date: 'TBD',
  time: 'TBD',
  location: 'Venue TBD',
  description: 'No description available',
  fee: 'Free',
  participants: 'TBD',
  tags: ['Event', 'Tech'],
} as const;
