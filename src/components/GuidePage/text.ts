import frame from '@generated/ready-guides/default/guide-frame.json';

/** The texts every guide page's frame shows, in the build's language (src/lib/guideMessages.ts), loaded with these pages only. */
export const text = frame;
