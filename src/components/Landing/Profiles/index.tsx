import React, {type ReactNode, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {IconArrowRight} from '@tabler/icons-react';
import Carousel from '@site/src/components/Carousel';
import NewBadge from '@site/src/components/NewBadge';
import Section, {SectionTitle} from '@site/src/components/Section';
import {AI_HIGHLIGHT_PATH} from '@site/src/config/routes';
import type {CategoryId} from '@site/src/data/categories';
import {useRoles} from '@site/src/hooks/useRoles';
import CategoryCard from './CategoryCard';
import styles from './styles.module.css';

/** The landing categories as a carousel of cards; each opens to list its roles (in the order of sidebars.ts). */
export default function Profiles(): ReactNode {
  const categories = useRoles().categories.filter(({landing}) => landing);
  // Which cards are open lives here, not in the cards: the carousel swaps its static track for swiper's.
  const [open, setOpen] = useState<readonly CategoryId[]>([]);
  const toggle = (id: CategoryId) => setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <Section id="perfiles" labelledBy="perfiles-title" tone="muted" className={styles.section}>
      <SectionTitle
        id="perfiles-title"
        eyebrow={<Translate id="landing.profiles.eyebrow" />}
        lead={<Translate id="landing.profiles.lead" />}>
        <Translate id="landing.profiles.title" />
      </SectionTitle>
      <Carousel
        id="perfiles-carousel"
        label={translate({id: 'landing.profiles.carousel.label', description: 'Accessible name of the profiles carousel'})}
        items={categories}
        itemKey={(category) => category.id}
        perView={{base: 1.15, md: 3, lg: 4}}
        renderItem={(category) => (
          <CategoryCard
            category={category}
            open={open.includes(category.id)}
            onToggle={() => toggle(category.id)}
          />
        )}
      />
      <p className={styles.aiNote}>
        <NewBadge />
        <Link to={AI_HIGHLIGHT_PATH} className={styles.aiLink}>
          <Translate id="landing.profiles.ai" description="Link to the artificial intelligence roles" />
          <IconArrowRight size={16} aria-hidden="true" focusable="false" />
        </Link>
      </p>
    </Section>
  );
}
