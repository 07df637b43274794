// The site has no announcement bar (none is configured): nothing to render, and no provider needed.
export default function AnnouncementBar(): null {
  return null;
}
