import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import {IconQuoteFilled} from '@tabler/icons-react';
import CountryLabel from '@site/src/components/CountryLabel';
import Portrait from '@site/src/components/Portrait';
import Section, {SectionTitle} from '@site/src/components/Section';
import {CLIENT_LOGO_HEIGHT} from '@site/src/data/clients';
import {type Testimonial, testimonials} from '@site/src/data/testimonials';
import styles from './styles.module.css';

function Quote({testimonial}: {testimonial: Testimonial}): ReactNode {
  const {name, position, company, photo, quote} = testimonial;
  const logo = useBaseUrl(company.logo);
  return (
    <li className={styles.card}>
      <figure className={styles.figure}>
        <div className={styles.head}>
          <img src={logo} alt={company.name} width={company.width} height={CLIENT_LOGO_HEIGHT} loading="lazy" decoding="async" className={styles.logo} />
          <IconQuoteFilled size={32} aria-hidden="true" focusable="false" className={styles.mark} />
        </div>
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles.author}>
          <Portrait src={photo} name={name} className={styles.photo} />
          <span className={styles.who}>
            <span className={styles.name}>{name}</span>
            <span className={styles.position}>{position}</span>
            <CountryLabel code={testimonial.country} className={styles.country} />
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Three company testimonials from Chile, marked as illustrative. */
export default function Testimonials(): ReactNode {
  return (
    <Section static id="testimonios" labelledBy="testimonios-title">
      <SectionTitle id="testimonios-title" eyebrow={<Translate id="landing.testimonials.eyebrow" />}>
        <Translate id="landing.testimonials.title" />
      </SectionTitle>
      <ul className={styles.list}>
        {testimonials().map((testimonial) => (
          <Quote key={testimonial.name} testimonial={testimonial} />
        ))}
      </ul>
      <p className={styles.disclaimer}>
        <Translate id="landing.testimonials.disclaimer" description="Small print under the testimonials" />
      </p>
    </Section>
  );
}
