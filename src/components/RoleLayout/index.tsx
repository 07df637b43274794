import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import ClientLogos from '@site/src/components/ClientLogos';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import ContactCta from '@site/src/components/ContactCta';
import Faq from '@site/src/components/Faq';
import HeroProfiles from '@site/src/components/HeroProfiles';
import HiringKit from '@site/src/components/HiringKit';
import PageHero from '@site/src/components/PageHero';
import RateCard, {HourlyNote, HourlyRates} from '@site/src/components/RateCard';
import RelatedPages from '@site/src/components/RelatedPages';
import SkillList from '@site/src/components/SkillList';
import Static from '@site/src/components/Static';
import StructuredData from '@site/src/components/StructuredData';
import TermsRow from '@site/src/components/TermsRow';
import {site} from '@site/src/config/site';
import {costGuideHref} from '@site/src/config/routes';
import {hourlyRange, rateBand} from '@site/src/data/pricing';
import {useCategory} from '@site/src/hooks/useRoles';
import {balancedSpans} from '@site/src/lib/balancedGrid';
import {splitInlineEmphasis} from '@site/src/lib/inlineEmphasis';
import type {RolePageData} from '@site/src/lib/rolePage';
import {ROLE_BODY_ATTRIBUTE} from '@site/src/lib/rolePageData';
import type {RoleFrontMatter, TeamFrontMatter} from '@site/src/plugins/roles/schema';
import {breadcrumbList, faqPage, service} from '@site/src/lib/structuredData';
import layout from '@site/src/css/layout.module.css';
import SiblingBar from './SiblingBar';
import styles from './styles.module.css';

export type Props = {
  slug: string;
  frontMatter: Pick<RoleFrontMatter, 'title' | 'heading' | 'subtitle' | 'description' | 'tasks' | 'faq'> &
    Partial<Pick<RoleFrontMatter, 'hiring_kit'>> &
    Partial<Pick<TeamFrontMatter, 'roles'>>;
  /** What the build worked out for this page from the others (src/plugins/roles/derive.ts). */
  data: RolePageData;
  /** The page's text: its MDX content (server rendering), */
  children?: ReactNode;
  /** or, in the browser, that text's HTML as the server rendered it (src/lib/rolePageData.ts). */
  bodyHtml?: string;
};

/** The hire headline with its inline emphasis (the only markup the schema lets into it). */
function headline(source: string): ReactNode {
  return splitInlineEmphasis(source).map(({text, emphasis}, index) => {
    const Tag = emphasis === 'none' ? React.Fragment : emphasis;
    return <Tag key={index}>{text}</Tag>;
  });
}

/**
 * Role and team pages: hero with the terms and example profiles, sticky category bar, clients,
 * description beside the skills, tasks, rates, a role's hiring kit, questions, related pages, contact.
 */
export default function RoleLayout({slug, frontMatter, data, children, bodyHtml}: Props): ReactNode {
  const {title, heading, subtitle, description, tasks, faq, hiring_kit: kit, roles: teamRoles} = frontMatter;
  const {category, siblings} = data;
  const {title: categoryTitle} = useCategory(category);
  // A team page heads the bar as its own entry, so the bar always marks where the visitor is.
  const barLinks = teamRoles ? [{slug, title}, ...siblings] : siblings;
  const questions = [...faq, ...data.sharedFaq];
  const body = bodyHtml === undefined ? {children} : {dangerouslySetInnerHTML: {__html: bodyHtml}};
  const tabletSpans = balancedSpans(tasks.length, 3);
  const desktopSpans = balancedSpans(tasks.length, 4);
  const homeUrl = useBaseUrl('/', {absolute: true});
  // The price block's band: a role's own or its category's; a team's, its category's.
  const band = rateBand(category, teamRoles ? undefined : slug);
  const pageUrl = useBaseUrl(`/empresas/${slug}`, {absolute: true});
  const profilesUrl = useBaseUrl('/#perfiles', {absolute: true});
  const homeName = translate({id: 'role.breadcrumb.home', description: 'First breadcrumb (structured data) of role pages'});
  // Worded so that no article depends on the name (STYLE.md): "a"/"an" and "un"/"una" break on some roles.
  const whatsappMessage = teamRoles
    ? translate({id: 'team.whatsappMessage', description: 'Prefilled WhatsApp message on a team page'}, {team: title})
    : translate({id: 'role.whatsappMessage', description: 'Prefilled WhatsApp message on a role page'}, {role: title});

  return (
    <main className={styles.page}>
      <StructuredData
        data={[
          breadcrumbList([
            {name: homeName, url: homeUrl},
            {name: categoryTitle, url: profilesUrl},
            {name: title, url: pageUrl},
          ]),
          service({name: title, description, url: pageUrl, providerName: site.brand, providerUrl: homeUrl, category: categoryTitle, prices: hourlyRange(band)}),
          faqPage(questions),
        ]}
      />
      <PageHero
        eyebrow={categoryTitle}
        title={headline(heading)}
        lead={subtitle}
        actions={
          <>
            <ContactCta whatsappMessage={whatsappMessage} tone="light" />
            <TermsRow />
          </>
        }
        aside={<HeroProfiles profiles={data.profiles} />}
      />

      <SiblingBar category={category} links={barLinks} current={slug} />

      <ClientLogos />

      <Static as="section" className={clsx('container', styles.about)} aria-labelledby="role-name">
        <div className={styles.aboutText}>
          <h2 id="role-name" className={styles.name}>
            {title}
          </h2>
          <div className={styles.body} {...{[ROLE_BODY_ATTRIBUTE]: ''}} {...body} />
          {teamRoles && (
            <div className={styles.teamRoles}>
              <h3>
                <Translate id="role.team.roles" />
              </h3>
              <ul>
                {teamRoles.map((role) => (
                  <li key={role}>
                    <Link to={`/empresas/${role}`}>{siblings.find((sibling) => sibling.slug === role)?.title ?? role}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <SkillList skills={data.skills} team={Boolean(teamRoles)} />
      </Static>

      <section className={clsx(styles.tasksSection, DEFERRED_CLASS)} aria-labelledby="role-tasks">
        <Static className="container">
          <h2 id="role-tasks" className={styles.sectionTitle}>
            <Translate id="role.tasks.title" />
          </h2>
          <ol className={styles.tasks}>
            {tasks.map((task, index) => (
              <li key={task.title} className={clsx(styles.task, layout[`tablet${tabletSpans[index]}`], layout[`desktop${desktopSpans[index]}`])}>
                <span className={styles.taskNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.taskTitle}>{task.title}</h3>
                <p className={styles.taskText}>{task.description}</p>
              </li>
            ))}
          </ol>
        </Static>
      </section>

      <RateCard note={<HourlyNote />} guideHref={costGuideHref(teamRoles ? {category} : {role: slug})}>
        <HourlyRates band={band} />
      </RateCard>

      {kit && <HiringKit title={title} kit={kit} />}

      <Faq entries={questions} />

      <RelatedPages
        title={
          teamRoles ? (
            <Translate id="team.related.title" description="Heading of the links to other team pages" />
          ) : (
            <Translate id="role.related.title" description="Heading of the links to related role pages" />
          )
        }
        pages={data.related}
      />

      <section className={clsx(styles.contact, DEFERRED_CLASS)} aria-labelledby="role-contact" data-place="closing">
        <Static className={clsx('container', styles.contactInner)}>
          <h2 id="role-contact" className={styles.contactTitle}>
            {teamRoles ? (
              <Translate id="team.contact.title" values={{team: title}} description="Closing call to action of a team page" />
            ) : (
              <Translate id="role.contact.title" values={{role: title}} description="Closing call to action of a role page" />
            )}
          </h2>
          <p className={styles.contactText}>
            <Translate id="role.contact.text" />
          </p>
          <ContactCta whatsappMessage={whatsappMessage} />
        </Static>
      </section>
    </main>
  );
}
