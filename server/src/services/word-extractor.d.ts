/** word-extractor ships no types: the part Launchpad uses (reading the text of a Word .doc file). */
declare module 'word-extractor' {
  interface ExtractedDocument {
    getBody(): string;
  }
  export default class WordExtractor {
    extract(source: Buffer | string): Promise<ExtractedDocument>;
  }
}
