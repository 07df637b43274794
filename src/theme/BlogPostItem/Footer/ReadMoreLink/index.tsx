/**
 * Ejected: "Read more" alone says nothing out of its card (a screen reader's
 * list of links, search engines): the post's title follows it, visually
 * hidden. The accessible name stays the theme's "Read more about {title}".
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link
      aria-label={translate(
        {id: 'theme.blog.post.readMoreLabel', description: 'The ARIA label for the link to full blog posts from excerpts'},
        {title: blogPostTitle},
      )}
      {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts" />
      </b>
      <span className="visually-hidden">{`: ${blogPostTitle}`}</span>
    </Link>
  );
}
