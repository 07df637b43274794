import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {IconRosetteDiscountCheckFilled, IconStarFilled} from '@tabler/icons-react';
import CountryLabel from '@site/src/components/CountryLabel';
import Portrait from '@site/src/components/Portrait';
import {type Client, CLIENT_LOGO_HEIGHT} from '@site/src/data/clients';
import type {CountryCode} from '@site/src/data/countries';
import type {Seniority} from '@site/src/data/profiles';
import styles from './styles.module.css';

/** What a card shows of one vetted freelancer, already in the page's language. */
export type CardProfile = {
  name: string;
  /** The job title, as the page's content names it. */
  title: string;
  country: CountryCode;
  photo: string;
  companies: number;
  rating: number;
  company?: Client;
  seniority?: Seniority;
  years?: number;
  stack?: readonly string[];
};

export type Props = {
  profile: CardProfile;
  /** `feature`: the landing hero's large card with a client logo; `compact`: two or three side by side in a page hero. */
  variant?: 'feature' | 'compact';
  /** Above the fold: load the portrait at once. */
  eager?: boolean;
  className?: string;
};

function seniorityLabel(seniority: Seniority): string {
  switch (seniority) {
    case 'semiSenior':
      return translate({id: 'profile.seniority.semiSenior', message: 'Semi senior', description: 'Seniority of a freelancer with some years of experience'});
    case 'senior':
      return translate({id: 'profile.seniority.senior', message: 'Senior', description: 'Seniority of an experienced freelancer'});
    case 'lead':
      return translate({id: 'profile.seniority.lead', message: 'Líder técnico', description: 'Seniority of a freelancer who has led teams'});
  }
}

function Verified(): ReactNode {
  return (
    <p className={styles.verified}>
      <IconRosetteDiscountCheckFilled size={16} aria-hidden="true" focusable="false" />
      <Translate id="landing.candidate.verified" description="Badge on a freelancer who passed the four steps">
        Verificado
      </Translate>
    </p>
  );
}

/** One vetted freelancer: portrait, name, title, country, and what companies say of them. */
export default function ProfileCard({profile, variant = 'feature', eager = false, className}: Props): ReactNode {
  const {name, title, country, photo, companies, rating, company, seniority, years, stack} = profile;
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const logo = useBaseUrl(company?.logo ?? '/');
  const ratingText = new Intl.NumberFormat(currentLocale, {minimumFractionDigits: 1}).format(rating);
  const outOf = (
    <span className="visually-hidden">
      <Translate id="landing.hero.card.outOf" description="After a rating, e.g. 4.9 out of 5">
        de 5
      </Translate>
    </span>
  );

  if (variant === 'compact') {
    return (
      <article className={clsx(styles.compact, className)}>
        <div className={styles.person}>
          <Portrait src={photo} name={name} eager={eager} className={styles.compactPhoto} />
          <div className={styles.identity}>
            <p className={styles.compactName}>
              {name}
              <IconRosetteDiscountCheckFilled size={18} className={styles.compactBadge} aria-hidden="true" focusable="false" />
              <span className="visually-hidden">
                <Translate id="landing.candidate.verified">Verificado</Translate>
              </span>
            </p>
            <p className={styles.role}>{title}</p>
            <CountryLabel code={country} eager={eager} className={styles.country} />
          </div>
        </div>
        {(seniority || years !== undefined) && (
          <p className={styles.experience}>
            {seniority && <span className={styles.seniority}>{seniorityLabel(seniority)}</span>}
            {years !== undefined && (
              <span>
                <Translate id="profile.years" values={{years}} description="Years of experience of a freelancer, e.g. 7 years of experience">
                  {'{years} años de experiencia'}
                </Translate>
              </span>
            )}
          </p>
        )}
        {stack && stack.length > 0 && (
          <ul className={styles.stack}>
            {stack.map((tool) => (
              <li key={tool} lang="en">
                {tool}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.compactFacts}>
          <span className={styles.compactRating}>
            <IconStarFilled size={16} aria-hidden="true" focusable="false" className={styles.star} />
            {ratingText} {outOf}
          </span>
          <span>
            <Translate id="profile.companies" values={{count: companies}} description="How many companies a freelancer worked with, e.g. 10 companies">
              {'{count} empresas'}
            </Translate>
          </span>
        </p>
      </article>
    );
  }

  return (
    <div className={clsx(styles.card, className)}>
      <div className={styles.person}>
        <Portrait src={photo} name={name} eager={eager} className={styles.photo} />
        <div className={styles.identity}>
          <Verified />
          <p className={styles.name}>{name}</p>
          <p className={styles.role}>{title}</p>
          <CountryLabel code={country} eager={eager} className={styles.country} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Translate id="landing.hero.card.companies" description="Label under the number of companies a freelancer worked with">
              Empresas
            </Translate>
          </dt>
          <dd>{companies}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate id="landing.hero.card.rating" description="Label under a freelancer's average rating">
              Calificación
            </Translate>
          </dt>
          <dd>
            <IconStarFilled size={18} aria-hidden="true" focusable="false" className={styles.star} />
            {ratingText} {outOf}
          </dd>
        </div>
      </dl>
      {company && (
        <div className={styles.worked}>
          <span className={styles.workedLabel}>
            <Translate id="landing.hero.card.workedFor" description="Before the logo of a company the freelancer worked for">
              Trabajó en
            </Translate>
          </span>
          <img src={logo} alt={company.name} width={company.width} height={CLIENT_LOGO_HEIGHT} loading={eager ? 'eager' : 'lazy'} className={styles.logo} />
        </div>
      )}
    </div>
  );
}
