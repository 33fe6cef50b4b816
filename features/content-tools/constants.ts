// Issue 29: tools every content form shares (pictures in rich text, preview before publishing).

/** Where the pictures put into rich-text content are stored (public: pages show them). */
export const CONTENT_IMAGE_FOLDER = 'content';
