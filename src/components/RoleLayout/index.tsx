import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import ClientLogos from '@site/src/components/ClientLogos';
import ContactCta from '@site/src/components/ContactCta';
import HeroProfiles from '@site/src/components/HeroProfiles';
import PageHero from '@site/src/components/PageHero';
import StructuredData from '@site/src/components/StructuredData';
import {site} from '@site/src/config/site';
import {useRoleProfiles} from '@site/src/hooks/useProfiles';
import {useCategory} from '@site/src/hooks/useRoles';
import {balancedSpans} from '@site/src/lib/balancedGrid';
import {splitInlineEmphasis} from '@site/src/lib/inlineEmphasis';
import type {RoleFrontMatter, TeamFrontMatter} from '@site/src/plugins/roles/schema';
import {breadcrumbList, service} from '@site/src/lib/structuredData';
import SiblingBar from './SiblingBar';
import styles from './styles.module.css';

export type Props = {
  slug: string;
  frontMatter: RoleFrontMatter & Partial<Pick<TeamFrontMatter, 'roles'>>;
  children: ReactNode;
};

/** The hire headline with its inline emphasis (the only markup the schema lets into it). */
function headline(source: string): ReactNode {
  return splitInlineEmphasis(source).map(({text, emphasis}, index) =>
    emphasis === 'none' ? (
      <React.Fragment key={index}>{text}</React.Fragment>
    ) : emphasis === 'em' ? (
      <em key={index}>{text}</em>
    ) : (
      <strong key={index}>{text}</strong>
    ),
  );
}

/** Role and team pages: hero, sticky category bar, clients, description, tasks, contact. */
export default function RoleLayout({slug, frontMatter, children}: Props): ReactNode {
  const {title, category, heading, subtitle, description, tasks, roles: teamRoles} = frontMatter;
  const {title: categoryTitle, roles: siblings} = useCategory(category);
  // A team page heads the bar as its own entry, so the bar always marks where the visitor is.
  const barLinks = teamRoles ? [{slug, title}, ...siblings] : siblings;
  const profiles = useRoleProfiles(category, teamRoles ?? [slug]);
  const tabletSpans = balancedSpans(tasks.length, 3);
  const desktopSpans = balancedSpans(tasks.length, 4);
  const homeUrl = useBaseUrl('/', {absolute: true});
  const pageUrl = useBaseUrl(`/empresas/${slug}`, {absolute: true});
  const profilesUrl = useBaseUrl('/#perfiles', {absolute: true});
  const homeName = translate({id: 'role.breadcrumb.home', message: 'Inicio', description: 'First breadcrumb (structured data) of role pages'});
  // Worded so that no article depends on the name (STYLE.md): "a"/"an" and "un"/"una" break on some roles.
  const whatsappMessage = teamRoles
    ? translate({id: 'team.whatsappMessage', message: 'Hola, quiero armar un equipo de {team}. ¿Podemos conversar?', description: 'Prefilled WhatsApp message on a team page'}, {team: title})
    : translate(
        {id: 'role.whatsappMessage', message: 'Hola, quiero contratar talento para el rol de {role}. ¿Podemos conversar?', description: 'Prefilled WhatsApp message on a role page'},
        {role: title},
      );

  return (
    <main className={styles.page}>
      <StructuredData
        data={[
          breadcrumbList([
            {name: homeName, url: homeUrl},
            {name: categoryTitle, url: profilesUrl},
            {name: title, url: pageUrl},
          ]),
          service({name: title, description, url: pageUrl, providerName: site.brand, providerUrl: homeUrl, category: categoryTitle}),
        ]}
      />
      <PageHero
        eyebrow={categoryTitle}
        title={headline(heading)}
        lead={subtitle}
        actions={<ContactCta whatsappMessage={whatsappMessage} tone="light" />}
        aside={<HeroProfiles profiles={profiles} />}
      />

      <SiblingBar category={category} links={barLinks} current={slug} />

      <ClientLogos />

      <section className={clsx('container', styles.about)} aria-labelledby="role-name">
        <h2 id="role-name" className={styles.name}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {teamRoles && (
          <div className={styles.teamRoles}>
            <h3>
              <Translate id="role.team.roles">Perfiles que forman este equipo</Translate>
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
      </section>

      <section className={styles.tasksSection} aria-labelledby="role-tasks">
        <div className="container">
          <h2 id="role-tasks" className={styles.sectionTitle}>
            <Translate id="role.tasks.title">¿Cuáles son sus tareas?</Translate>
          </h2>
          <ol className={styles.tasks}>
            {tasks.map((task, index) => (
              <li key={task.title} className={clsx(styles.task, styles[`tablet${tabletSpans[index]}`], styles[`desktop${desktopSpans[index]}`])}>
                <span className={styles.taskNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.taskTitle}>{task.title}</h3>
                <p className={styles.taskText}>{task.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.contact} aria-labelledby="role-contact">
        <div className={clsx('container', styles.contactInner)}>
          <h2 id="role-contact" className={styles.contactTitle}>
            {teamRoles ? (
              <Translate id="team.contact.title" values={{team: title}} description="Closing call to action of a team page">
                {'¿Quieres armar un equipo de {team}? Hablemos hoy'}
              </Translate>
            ) : (
              <Translate id="role.contact.title" values={{role: title}} description="Closing call to action of a role page">
                {'¿Buscas talento para el rol de {role}? Hablemos hoy'}
              </Translate>
            )}
          </h2>
          <p className={styles.contactText}>
            <Translate id="role.contact.text">
              Cuéntanos qué necesitas y te presentamos perfiles verificados, listos para sumarse a tu equipo.
            </Translate>
          </p>
          <ContactCta whatsappMessage={whatsappMessage} />
        </div>
      </section>
    </main>
  );
}
