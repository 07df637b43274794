import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {IconRosetteDiscountCheckFilled, IconStarFilled} from '@tabler/icons-react';
import CountryLabel from '@site/src/components/CountryLabel';
import Portrait from '@site/src/components/Portrait';
import {CLIENT_LOGO_HEIGHT} from '@site/src/data/clients';
import type {HeroCandidate} from '@site/src/data/heroCandidates';
import styles from './styles.module.css';

export type Props = {candidate: HeroCandidate; eager: boolean};

/** The hero's display card of one verified freelancer. */
export default function CandidateCard({candidate, eager}: Props): ReactNode {
  const {name, role, totalCompanies, stars, company, photo} = candidate;
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const logo = useBaseUrl(company.logo);
  return (
    <div className={styles.card}>
      <div className={styles.person}>
        <Portrait src={photo} name={name} eager={eager} className={styles.photo} />
        <div className={styles.identity}>
          <p className={styles.verified}>
            <IconRosetteDiscountCheckFilled size={16} aria-hidden="true" focusable="false" />
            <Translate id="landing.candidate.verified" description="Badge on a freelancer who passed the four steps">
              Verificado
            </Translate>
          </p>
          <p className={styles.name}>{name}</p>
          <p className={styles.role}>{role}</p>
          <CountryLabel code={candidate.country} eager={eager} className={styles.country} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Translate id="landing.hero.card.companies" description="Label under the number of companies a freelancer worked with">
              Empresas
            </Translate>
          </dt>
          <dd>{totalCompanies}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate id="landing.hero.card.rating" description="Label under a freelancer's average rating">
              Calificación
            </Translate>
          </dt>
          <dd>
            <IconStarFilled size={18} aria-hidden="true" focusable="false" className={styles.star} />
            {new Intl.NumberFormat(currentLocale, {minimumFractionDigits: 1}).format(stars)}{' '}
            <span className="visually-hidden">
              <Translate id="landing.hero.card.outOf" description="After a rating, e.g. 4.9 out of 5">
                de 5
              </Translate>
            </span>
          </dd>
        </div>
      </dl>
      <div className={styles.worked}>
        <span className={styles.workedLabel}>
          <Translate id="landing.hero.card.workedFor" description="Before the logo of a company the freelancer worked for">
            Trabajó en
          </Translate>
        </span>
        <img src={logo} alt={company.name} width={company.width} height={CLIENT_LOGO_HEIGHT} loading={eager ? 'eager' : 'lazy'} className={styles.logo} />
      </div>
    </div>
  );
}
