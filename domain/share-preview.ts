/** The size link previews (Open Graph, Twitter cards) show best: 1.91:1. */
export const SHARE_PREVIEW = { width: 1200, height: 630 } as const;

/** The address of a served image's link-preview rendition (a JPEG: social sites do not show SVG). */
export function sharePreviewUrl(mediaUrl: string): string {
  return `${mediaUrl}.preview.jpg`;
}
