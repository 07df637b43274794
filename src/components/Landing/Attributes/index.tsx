import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import IconGrid from '@site/src/components/IconGrid';
import Section, {SectionTitle} from '@site/src/components/Section';
import VideoFacade from '@site/src/components/VideoFacade';
import {site} from '@site/src/config/site';
import {attributes} from '@site/src/data/attributes';
import styles from './styles.module.css';

/** The seal section: four attributes and the promotional video. */
export default function Attributes(): ReactNode {
  return (
    <Section id="atributos" labelledBy="atributos-title">
      <SectionTitle
        id="atributos-title"
        eyebrow={<Translate id="landing.attributes.eyebrow">Atributos</Translate>}
        lead={
          <Translate id="landing.attributes.lead">
            Un sello que se gana: cada profesional de nuestra red pasó por las mismas cuatro etapas antes de llegar a tu equipo.
          </Translate>
        }>
        <Translate id="landing.attributes.title">Calidad, garantía y flexibilidad en cada contratación</Translate>
      </SectionTitle>
      <div className={styles.layout}>
        <IconGrid items={attributes()} />
        <VideoFacade
          className={styles.video}
          kind="video"
          src={site.promoVideoUrl}
          poster="/img/video/promo-poster.svg"
          posterAlt={translate({
            id: 'landing.attributes.video.posterAlt',
            message: 'Ilustración: tres profesionales verificados conectados con una empresa',
            description: 'Alt text of the video poster',
          })}
          title={translate({id: 'landing.attributes.video.title', message: 'Así verificamos a cada profesional', description: 'Title of the promotional video'})}
        />
      </div>
    </Section>
  );
}
