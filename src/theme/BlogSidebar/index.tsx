// The blog's list of recent posts, rendered once for every width. The theme swaps it on phones for an entry in
// its navbar's secondary menu, which our header does not have: the list vanished at hydration (a layout shift)
// and needed the navbar's providers. Phones do without it (custom.css hides it below 997 px, as before).
import React, {type ReactNode} from 'react';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import type {Props} from '@theme/BlogSidebar';

export default function BlogSidebar({sidebar}: Props): ReactNode {
  if (!sidebar?.items.length) {
    return null;
  }
  return <BlogSidebarDesktop sidebar={sidebar} />;
}
