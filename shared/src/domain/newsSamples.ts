import type { TNewsNotice } from '../schemas/news';
import type { NewsPriority, NewsSourceType } from './news';

/** A built-in sample notice; `hoursAgo` places it relative to the moment it is shown. */
export interface NewsSample {
  id: string;
  title: string;
  summary: string;
  source: string;
  type: NewsSourceType;
  priority: NewsPriority;
  hoursAgo: number;
  tags: string[];
  url: string;
}

/**
 * The 4 fallback samples (part 2 §8, §9): shown when no news source is configured, when nothing was
 * ever fetched, and by the app itself when the news call fails. Their priority, type and tags are what
 * the server's derivation gives for their text (a server test keeps them in step).
 */
export const NEWS_SAMPLES: readonly NewsSample[] = [
  {
    id: 'sample-1',
    title: 'Major cloud providers launch free AI credits for students',
    summary:
      'Several cloud platforms announced programmes giving students and recent graduates credits to build and deploy AI projects.',
    source: 'Launchpad Tech Desk',
    type: 'industry',
    priority: 'high',
    hoursAgo: 2,
    tags: ['AI', 'Cloud', 'Careers'],
    url: 'https://www.launchpad.example/news/cloud-ai-credits',
  },
  {
    id: 'sample-2',
    title: 'Critical browser vulnerability patched in emergency fix',
    summary:
      'Browser vendors shipped a fix for a security flaw being exploited in the wild; users should restart their browser to apply it.',
    source: 'CISA',
    type: 'government',
    priority: 'high',
    hoursAgo: 7,
    tags: ['Security', 'Web'],
    url: 'https://www.launchpad.example/news/browser-vulnerability',
  },
  {
    id: 'sample-3',
    title: 'Popular JavaScript runtime release adds built-in TypeScript support',
    summary: 'The release lets developers run TypeScript files directly, without a separate build step.',
    source: 'Launchpad Tech Desk',
    type: 'industry',
    priority: 'medium',
    hoursAgo: 26,
    tags: ['Web'],
    url: 'https://www.launchpad.example/news/runtime-typescript',
  },
  {
    id: 'sample-4',
    title: 'Universities expand hands-on data science courses for graduates',
    summary:
      'Short, project-based courses in data analysis and machine learning aim to close the skills gap for people starting their careers.',
    source: 'MIT Technology Review',
    type: 'education',
    priority: 'low',
    hoursAgo: 72,
    tags: ['AI', 'Data', 'Careers'],
    url: 'https://www.launchpad.example/news/data-science-courses',
  },
];

/** The samples as notices, dated relative to `now` (the server's answer without news, the app's fallback). */
export function sampleNewsNotices(now = Date.now()): TNewsNotice[] {
  return NEWS_SAMPLES.map(({ hoursAgo, ...sample }) => ({
    ...sample,
    time: new Date(now - hoursAgo * 3_600_000).toISOString(),
    imageUrl: null,
    sample: true,
  }));
}
