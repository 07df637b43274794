import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {IconArrowRight, IconBrandWhatsapp, IconCalendarEvent} from '@tabler/icons-react';
import Carousel from '@site/src/components/Carousel';
import ExternalLink from '@site/src/components/ExternalLink';
import ProfileCard from '@site/src/components/ProfileCard';
import Rotator from '@site/src/components/Rotator';
import Section from '@site/src/components/Section';
import Static from '@site/src/components/Static';
import VideoFacade from '@site/src/components/VideoFacade';
import {site, whatsappUrl} from '@site/src/config/site';
import {SITE_MEDIA} from '@site/src/lib/customMedia';
import {prefooterCandidates} from '@site/src/data/prefooterCandidates';
import {useMediaQuery} from '@site/src/hooks/useMediaQuery';
import styles from './styles.module.css';

const WIDE = SITE_MEDIA['--prefooter-card'];

/**
 * The closing band: who to talk to, the video player, and more candidates —
 * a rotating card on wide screens, a swipe carousel below
 * site.prefooterCardMinWidthPx. Both are in the static page and the
 * stylesheet shows one of them (`@media (--prefooter-card)`, that same width),
 * so nothing shifts when scripts start.
 */
export default function Prefooter(): ReactNode {
  const wide = useMediaQuery(WIDE);
  const candidates = prefooterCandidates();
  const label = translate({id: 'landing.prefooter.candidates.label', description: 'Accessible name of the pre-footer candidates'});
  return (
    <Section labelledBy="prefooter-title" className={styles.prefooter}>
      <div className={styles.panel} data-place="prefooter">
        <Static className={styles.copy}>
          <p className={styles.eyebrow}>
            <Translate id="layout.footer.help" />
          </p>
          <h2 id="prefooter-title" className={styles.title}>
            <Translate id="landing.prefooter.title" />
          </h2>
          <p className={styles.text}>
            <Translate id="landing.prefooter.text" />
          </p>
          <div className={styles.actions}>
            <ExternalLink href={site.calendarUrl} className={clsx('button button--lg', styles.primary)}>
              <IconCalendarEvent size={20} aria-hidden="true" focusable="false" />
              <Translate id="landing.prefooter.schedule" description="Opens the calendar" />
            </ExternalLink>
            <ExternalLink href={whatsappUrl(site.whatsappGreeting)} className={clsx('button button--lg', styles.secondary)}>
              <IconBrandWhatsapp size={20} aria-hidden="true" focusable="false" />
              <Translate id="landing.prefooter.advisor" description="Opens WhatsApp" />
            </ExternalLink>
          </div>
          <p className={styles.apply}>
            <Translate id="landing.prefooter.freelancer" />{' '}
            <ExternalLink href={site.signInUrl} className={styles.applyLink}>
              <Translate id="landing.prefooter.apply" description="Link for freelancers to the talent platform" />
              <IconArrowRight size={16} aria-hidden="true" focusable="false" />
            </ExternalLink>
          </p>
        </Static>
        <div className={styles.media}>
          <VideoFacade
            className={styles.video}
            kind="player"
            src={site.playerUrl}
            poster="/img/video/player-poster.webp"
            posterAlt={translate({id: 'landing.prefooter.video.posterAlt', description: 'Alt text of the video poster'})}
            title={translate({id: 'landing.prefooter.video.title', description: 'Title of the embedded video'}, {brand: site.brand})}
          />
          <Rotator
            className={styles.wide}
            items={candidates}
            itemKey={(candidate) => candidate.name}
            renderItem={(candidate) => <ProfileCard variant="small" profile={candidate} />}
            intervalMs={site.timings.prefooterRotationMs}
            label={label}
            visible={wide}
          />
          <Carousel
            id="prefooter-carousel"
            className={styles.narrow}
            label={label}
            autoplayMs={site.timings.smallCandidateCarouselMs}
            items={candidates}
            itemKey={(candidate) => candidate.name}
            perView={{base: 1.15, sm: 2}}
            renderItem={(candidate) => <ProfileCard variant="small" flat profile={candidate} />}
          />
        </div>
      </div>
    </Section>
  );
}
