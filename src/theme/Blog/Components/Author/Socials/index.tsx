/**
 * Swizzled (ejected): an author's social links by name, without the theme's
 * thirteen brand icons, which every blog page's scripts carried (3.5 KB
 * brotli) while no author here lists a profile. The theme always draws this
 * row, empty or not, so author names line up: so does this one.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

const LABELS: Record<string, string> = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'Stack Overflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
  email: 'Email',
};

export default function BlogAuthorSocials({author}: Props): ReactNode {
  return (
    <div className={styles.authorSocials}>
      {Object.entries(author.socials ?? {}).map(([platform, href]) => (
        <Link key={platform} className={styles.authorSocialLink} href={href}>
          {LABELS[platform] ?? platform}
        </Link>
      ))}
    </div>
  );
}
