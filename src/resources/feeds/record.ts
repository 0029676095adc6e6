import type { IsoDateTime, ObjectId } from '../recordTypes';

export type FeedType = 'Video' | 'Text' | 'Image';

/** A flagged feed post of the platform (SPEC 3), as stored and paged by /feed/getadminFeedList. */
export interface Feed {
  _id: ObjectId;
  feedType: FeedType;
  thumbnail: string;
  /** '' for text feeds; a data URI for images; a path under the API base for videos. */
  url: string;
  caption: string;
  textFeed: { text: string };
  user: { userName: string };
  flagContent: { flagMsg: string }[];
  createdAt: IsoDateTime;
}
