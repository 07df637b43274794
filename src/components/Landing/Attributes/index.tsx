import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import IconGrid from '@site/src/components/IconGrid';
import Section, {SectionTitle} from '@site/src/components/Section';
import Rotator from '@site/src/components/Rotator';
import VideoFacade from '@site/src/components/VideoFacade';
import {site} from '@site/src/config/site';
import {attributes} from '@site/src/data/attributes';
import {promoVideoChapters} from '@site/src/data/promoVideo';
import styles from './styles.module.css';

/** The seal section: four attributes and the video carousel (chapters of the promotional video). */
export default function Attributes(): ReactNode {
  return (
    <Section id="atributos" labelledBy="atributos-title">
      <SectionTitle
        id="atributos-title"
        eyebrow={<Translate id="landing.attributes.eyebrow" />}
        lead={<Translate id="landing.attributes.lead" />}>
        <Translate id="landing.attributes.title" />
      </SectionTitle>
      <div className={styles.layout}>
        <IconGrid items={attributes()} />
        <Rotator
          className={styles.video}
          tone="light"
          items={promoVideoChapters()}
          itemKey={(chapter) => chapter.id}
          intervalMs={site.timings.videoCarouselMs}
          label={translate({id: 'landing.attributes.videos.label', description: 'Accessible name of the video carousel'}, {brand: site.brand})}
          renderItem={(chapter, _index, {active, stop}) => (
            <>
              <VideoFacade kind="video" src={chapter.src} poster={chapter.poster} posterAlt={chapter.posterAlt} title={chapter.title} active={active} onPlay={stop} />
              <p className={styles.chapter}>{chapter.title}</p>
            </>
          )}
        />
      </div>
    </Section>
  );
}
