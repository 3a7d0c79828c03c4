import { Model } from 'objection';

/** A user's CV: the PDF itself and the text read from it at upload. One per user. */
export class Cv extends Model {
  static override tableName = 'cvs';
  static override idColumn = 'userId';

  userId!: string;
  fileName!: string;
  fileSize!: number;
  sha256!: string;
  content!: Buffer;
  text!: string;
  pageCount!: number;
  uploadedAt!: Date;
}
