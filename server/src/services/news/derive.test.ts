import { NEWS_SAMPLES } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { normaliseTitle, normaliseUrl, plainText, priorityOf, sourceTypeOf, tagsOf, webUrl } from './derive';

describe('priorityOf', () => {
  it('is high on a high keyword in the title or the summary, whatever the case', () => {
    expect(priorityOf('BREAKING: outage hits payments', '')).toBe('high');
    expect(priorityOf('Quiet day', 'The company will Announce results')).toBe('high');
    expect(priorityOf('Rocket launch delayed', '')).toBe('high');
  });
  it('is medium on a medium keyword when no high one is there', () => {
    expect(priorityOf('A new phone', '')).toBe('medium');
    expect(priorityOf('Kernel release notes', '')).toBe('medium');
    expect(priorityOf('Vendor introduces a chip', '')).toBe('medium');
    expect(priorityOf('Critical update', '')).toBe('high');
  });
  it('matches whole words only', () => {
    expect(priorityOf('Newsletter renewal announcement', 'launcher updates majority')).toBe('low');
    expect(priorityOf('Nothing to see', 'just a story')).toBe('low');
  });
});

describe('tagsOf', () => {
  it('gives at most 3 tags from the fixed list, in its order', () => {
    expect(
      tagsOf('AI startup raises funding for cloud security chips', 'Hiring engineers for web and mobile'),
    ).toEqual(['AI', 'Security', 'Cloud']);
  });
  it('matches whole words and phrases, case-insensitive', () => {
    expect(tagsOf('Said the chairman', 'maintainer of the domain')).toEqual([]);
    expect(tagsOf('Open source project joins Linux foundation', '')).toEqual(['Open Source']);
    expect(tagsOf('Teams adopt CI/CD', '')).toEqual(['DevOps']);
  });
});

describe('sourceTypeOf', () => {
  it('maps known outlets by name or host and defaults to industry', () => {
    expect(sourceTypeOf('CISA', 'https://example.com/a')).toBe('government');
    expect(sourceTypeOf('Blog', 'https://www.cisa.gov/news/1')).toBe('government');
    expect(sourceTypeOf('Anything', 'https://www.gov.uk/x')).toBe('government');
    expect(sourceTypeOf('MIT Technology Review', 'https://x.com')).toBe('education');
    expect(sourceTypeOf('Campus news', 'https://news.stanford.edu/a')).toBe('education');
    expect(sourceTypeOf('TechCrunch', 'https://techcrunch.com/a')).toBe('industry');
    expect(sourceTypeOf('Summit News', 'not a url')).toBe('industry');
  });
});

describe('dedup keys', () => {
  it('treats the same link written differently as one', () => {
    const a = normaliseUrl('https://www.Example.com/story/1/?utm_source=rss&b=2&a=1#top');
    const b = normaliseUrl('http://example.com/story/1?a=1&b=2&fbclid=x');
    expect(a).toBe(b);
    expect(normaliseUrl('https://example.com/story/2')).not.toBe(a);
  });
  it('treats the same headline from an aggregator as one', () => {
    expect(normaliseTitle('Chip maker unveils GPU - The Verge')).toBe(
      normaliseTitle('Chip Maker Unveils GPU!'),
    );
  });
});

describe('text and links from feeds', () => {
  it('strips markup and entities and bounds the length', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b> &amp;lt; &#65;</p><script>x()</script>')).toBe(
      'Hello world &lt; A',
    );
    expect(plainText('a'.repeat(600))).toHaveLength(500);
    expect(plainText('bad &#99999999; entity')).toBe('bad entity');
  });
  it('keeps only http(s) links', () => {
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(webUrl(undefined)).toBeNull();
  });
});

describe('built-in samples', () => {
  it('are 4 and agree with the derivation', () => {
    expect(NEWS_SAMPLES).toHaveLength(4);
    for (const sample of NEWS_SAMPLES) {
      expect(priorityOf(sample.title, sample.summary), sample.title).toBe(sample.priority);
      expect(tagsOf(sample.title, sample.summary), sample.title).toEqual(sample.tags);
      expect(sourceTypeOf(sample.source, sample.url), sample.title).toBe(sample.type);
    }
  });
});
