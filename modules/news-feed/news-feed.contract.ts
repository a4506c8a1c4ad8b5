// The news feed's wire shape (GET /api/news-feed), shared with the header's news panel.

/** News images are teasers: SPEC §9 StoryTeaser (768x432). */
export const NEWS_IMAGE_SIZE = 'StoryTeaser';
