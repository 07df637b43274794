import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Carousel from '@site/src/components/Carousel';
import Section, {SectionTitle} from '@site/src/components/Section';
import {landingCategories} from '@site/src/data/categories';
import {useRoles} from '@site/src/hooks/useRoles';
import CategoryCard from './CategoryCard';
import styles from './styles.module.css';

/** The four landing categories as a carousel of cards; each opens to list its roles (from sidebars.ts and the content). */
export default function Profiles(): ReactNode {
  const {categories} = useRoles();
  return (
    <Section id="perfiles" labelledBy="perfiles-title" tone="muted">
      <SectionTitle
        id="perfiles-title"
        eyebrow={<Translate id="landing.profiles.eyebrow">Perfiles</Translate>}
        lead={<Translate id="landing.profiles.lead">Elige un área para ver los perfiles que evaluamos y lo que cada uno puede hacer por tu empresa.</Translate>}>
        <Translate id="landing.profiles.title">Los perfiles que tu empresa necesita</Translate>
      </SectionTitle>
      <Carousel
        id="perfiles-carousel"
        label={translate({id: 'landing.profiles.carousel.label', message: 'Categorías de perfiles', description: 'Accessible name of the profiles carousel'})}
        items={landingCategories()}
        itemKey={(category) => category.id}
        slideClassName={styles.slide}
        renderItem={(category) => <CategoryCard category={category} roles={categories.find(({id}) => id === category.id)?.roles ?? []} />}
      />
    </Section>
  );
}
