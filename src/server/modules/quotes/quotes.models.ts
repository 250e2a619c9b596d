import type { QuoteType } from '../../../shared/validation/highlights';
import type { PostModel } from '../posts';
import type { UserModel } from '../../core';

export interface QuoteParagraphModel {
  id: string;
  name: string;
  text: string;
  type: string;
}

/** A quote as the API answers it: placed on the story's current published version. */
export interface QuoteModel {
  id: string;
  userId: string;
  user: UserModel | null;
  /** For a top highlight: readers the viewer follows among those who highlighted it. */
  users: UserModel[];
  postId: string;
  quoteType: QuoteType;
  startOffset: number;
  endOffset: number;
  paragraphs: QuoteParagraphModel[];
  text: string;
  count: number;
  createdAt: number;
}

export interface QuoteWithContextModel {
  id: string;
  quote: QuoteModel;
  post: PostModel;
  contextBefore: string;
  contextAfter: string;
  contextCutBefore: boolean;
  contextCutAfter: boolean;
}
