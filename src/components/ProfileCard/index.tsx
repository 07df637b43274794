import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {IconStarFilled} from '@tabler/icons-react';
import CountryLabel from '@site/src/components/CountryLabel';
import Portrait from '@site/src/components/Portrait';
import Static from '@site/src/components/Static';
import {type Client, CLIENT_LOGO_HEIGHT} from '@site/src/data/clients';
import type {CountryCode} from '@site/src/data/countries';
import type {Form} from '@site/src/data/people';
import type {Seniority} from '@site/src/data/profiles';
import {useImageSource} from '@site/src/lib/imageLoading';
import {formatNumber} from '@site/src/lib/numberFormat';
import styles from './styles.module.css';

/** Who a card shows: one vetted freelancer, already in the page's language. */
export type CardPerson = {
  name: string;
  /** The job title, as the page's content names it. */
  title: string;
  country: CountryCode;
  photo: string;
};

/** What a card shows of one vetted freelancer: the person and what companies say of them. */
export type CardProfile = CardPerson & {
  /** Companies this person has worked with through us. */
  companies: number;
  /** Average client rating, out of 5. */
  rating: number;
  /** A company they worked for, shown by its logo. */
  company?: Client;
  seniority?: Seniority;
  /** Which form of a Spanish title agrees with the person: the seniority label follows it. */
  form?: Form;
  years?: number;
  stack?: readonly string[];
};

type Variant = 'feature' | 'compact' | 'small';

type Common = {
  /** In the first screen: load its pictures at once, after the stylesheet and font (src/lib/imageLoading.ts). */
  eager?: boolean;
  className?: string;
};

/** The feature and compact cards: the person and what companies say of them. */
type FactsProps = Common & {
  profile: CardProfile;
  /** `feature`: the landing hero's large card with a client logo; `compact`: two or three side by side in a page hero. */
  variant?: 'feature' | 'compact';
  /** The role page the person's title links to (a country page's people), as a site path. */
  roleLink?: string;
};

/** The small card: the person alone, in one row (the landing's pre-footer). */
type SmallProps = Common & {
  profile: CardPerson;
  variant: 'small';
  /** Without its shadow and a little tighter: a slide of a carousel on a colored band. */
  flat?: boolean;
};

export type Props = FactsProps | SmallProps;

/** A person's seniority; in Spanish the lead's title agrees with the person. */
function seniorityLabel(seniority: Seniority, form: Form = 'masculine'): string {
  switch (seniority) {
    case 'semiSenior':
      return translate({id: 'profile.seniority.semiSenior', description: 'Seniority of a freelancer with some years of experience'});
    case 'senior':
      return translate({id: 'profile.seniority.senior', description: 'Seniority of an experienced freelancer'});
    case 'lead':
      return form === 'feminine'
        ? translate({id: 'profile.seniority.lead.feminine', description: 'Seniority of a woman who has led teams (the English is the same as for a man)'})
        : translate({id: 'profile.seniority.lead', description: 'Seniority of a freelancer who has led teams'});
  }
}

/** The word of the verified mark (one message, so `write-translations` keeps its description). */
function verifiedWord(): string {
  return translate({id: 'landing.candidate.verified', description: 'Badge on a freelancer who passed the four steps'});
}

/** The verified mark: the rosette (drawn by the stylesheet, styles.module.css) and its word. */
function Verified({as: Tag = 'span', className}: {as?: 'p' | 'span'; className: string}): ReactNode {
  return <Tag className={className}>{verifiedWord()}</Tag>;
}

const PHOTO: Record<Variant, string> = {feature: styles.photo, compact: styles.compactPhoto, small: styles.smallPhoto};
const NAME: Record<Variant, string> = {feature: styles.name, compact: styles.compactName, small: styles.smallName};

type PersonProps = {person: CardPerson; variant: Variant; eager: boolean; className?: string; roleLink?: string};

/**
 * The compact card's name with the verified rosette after its last word, kept on that word's line: a name that wraps
 * carries the mark with it rather than leaving it alone on a line or at the far end of the first.
 */
function NameWithBadge({name}: {name: string}): ReactNode {
  const split = name.lastIndexOf(' ');
  return (
    <>
      {name.slice(0, split + 1)}
      <span className={styles.nameEnd}>
        {name.slice(split + 1)}
        <span className={styles.compactBadge} aria-hidden="true" />
      </span>
      <span className="visually-hidden">{verifiedWord()}</span>
    </>
  );
}

/**
 * Portrait, name, title and country: the block every variant shows, with the verified mark where
 * the variant puts it (a badge above the name, a rosette after it, or the word beside the country).
 */
function Person({person: {name, title, country, photo}, variant, eager, className, roleLink}: PersonProps): ReactNode {
  const place = <CountryLabel code={country} eager={eager} className={variant === 'small' ? undefined : styles.country} />;
  return (
    <Static className={clsx(styles.person, className)}>
      <Portrait src={photo} name={name} eager={eager} className={PHOTO[variant]} />
      <div className={styles.identity}>
        {variant === 'feature' && <Verified as="p" className={styles.verified} />}
        <p className={NAME[variant]}>{variant === 'compact' ? <NameWithBadge name={name} /> : name}</p>
        <p className={styles.role}>{roleLink ? <Link to={roleLink}>{title}</Link> : title}</p>
        {variant === 'small' ? (
          <p className={styles.meta}>
            {place}
            <Verified className={styles.smallVerified} />
          </p>
        ) : (
          place
        )}
      </div>
    </Static>
  );
}

/** One vetted freelancer: portrait, name, title, country, and (but for `small`) what companies say of them. */
export default function ProfileCard(props: Props): ReactNode {
  if (props.variant === 'small') {
    const {profile, flat = false, eager = false, className} = props;
    return <Person person={profile} variant="small" eager={eager} className={clsx(styles.small, flat && styles.flat, className)} />;
  }
  return <ProfileWithFacts {...props} />;
}

/** The feature and compact cards: the person, then their rating and companies. */
function ProfileWithFacts({profile, variant = 'feature', eager = false, className, roleLink}: FactsProps): ReactNode {
  const {companies, rating, company, seniority, form, years, stack} = profile;
  const {currentLocale} = useDocusaurusContext().i18n;
  const logo = useImageSource(useBaseUrl(company?.logo ?? '/'), eager);
  const ratingText = formatNumber(rating, currentLocale, {minimumFractionDigits: 1});
  const outOf = (
    <span className="visually-hidden">
      <Translate id="landing.hero.card.outOf" description="After a rating, e.g. 4.9 out of 5" />
    </span>
  );

  if (variant === 'compact') {
    return (
      <Static as="article" className={clsx(styles.compact, className)}>
        <Person person={profile} variant="compact" eager={eager} roleLink={roleLink} />
        {(seniority || years !== undefined) && (
          <p className={styles.experience}>
            {seniority && <span className={styles.seniority}>{seniorityLabel(seniority, form)}</span>}
            {years !== undefined && (
              <span>
                <Translate id="profile.years" values={{years}} description="Years of experience of a freelancer, e.g. 7 years of experience" />
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
            <Translate id="profile.companies" values={{count: companies}} description="How many companies a freelancer worked with, e.g. 10 companies" />
          </span>
        </p>
      </Static>
    );
  }

  return (
    <Static className={clsx(styles.card, className)}>
      <Person person={profile} variant="feature" eager={eager} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Translate id="landing.hero.card.companies" description="Label under the number of companies a freelancer worked with" />
          </dt>
          <dd>{companies}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate id="landing.hero.card.rating" description="Label under a freelancer's average rating" />
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
            <Translate id="landing.hero.card.workedFor" description="Before the logo of a company the freelancer worked for" />
          </span>
          <img
            alt={company.name}
            width={company.width}
            height={CLIENT_LOGO_HEIGHT}
            {...logo}
            className={styles.logo}
            // The logo's shape from its own figures, not from the picture loaded: a later candidate's logo waits behind
            // a transparent pixel (1 x 1), whose shape the attributes' ratio gives way to once it loads; growing at its
            // turn, it could wrap its row and make the rotator, sized by its tallest card, move the page.
            style={{aspectRatio: `${company.width} / ${CLIENT_LOGO_HEIGHT}`}}
          />
        </div>
      )}
    </Static>
  );
}
