// Wraps the theme's post item: in the list, a card led by the post's share image; on a post's page, the contact call to action after the text.
import React, {type ReactNode, useContext} from 'react';
import clsx from 'clsx';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import ContactCta from '@site/src/components/ContactCta';
import {OG_CARD_WIDTHS, OG_IMAGE_SIZE, ogCardPath} from '@site/src/lib/ogImage';
import styles from './styles.module.css';
import {FirstPost} from '../BlogListPage/firstPost';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  const localeBaseUrl = useBaseUrl('/');
  const {withBaseUrl} = useBaseUrlUtils();
  const card = (width: (typeof OG_CARD_WIDTHS)[number]) => withBaseUrl(ogCardPath(metadata.permalink, localeBaseUrl, width));
  // The first card's picture is on the first screen (the page's largest paint): loaded at once, the others when near.
  const first = useContext(FirstPost) === metadata.permalink;

  if (isBlogPostPage) {
    return (
      <>
        <BlogPostItem {...props} className={clsx(props.className, styles.post)} />
        <section className={styles.cta} aria-labelledby="blog-cta" data-place="blog">
          <h2 id="blog-cta" className={styles.ctaTitle}>
            <Translate id="blog.cta.title" description="Call to action after every blog post" />
          </h2>
          <p className={styles.ctaText}>
            <Translate id="role.contact.text" />
          </p>
          <ContactCta />
        </section>
      </>
    );
  }

  return (
    <div className={styles.card}>
      {/* The title below links to the post: the picture is decoration. */}
      <img
        src={card(OG_CARD_WIDTHS[0])}
        srcSet={OG_CARD_WIDTHS.map((width) => `${card(width)} ${width}w`).join(', ')}
        // As styles.module.css lays the card out: full width on a phone, a 15rem thumbnail from 768 px.
        sizes="(min-width: 768px) 15rem, 100vw"
        alt=""
        width={OG_IMAGE_SIZE.width}
        height={OG_IMAGE_SIZE.height}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.image}
      />
      {/* The theme's item as the theme composes it, without the list view's margin-bottom--xl: an `!important` of
          Infima's cascade layer, which no rule of the site can override, and the card spaces the list itself. */}
      <BlogPostItemContainer className={clsx(props.className, styles.item)}>
        <BlogPostItemHeader />
        <BlogPostItemContent>{props.children}</BlogPostItemContent>
        <BlogPostItemFooter />
      </BlogPostItemContainer>
    </div>
  );
}
