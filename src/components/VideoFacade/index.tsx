import React, {type ReactNode, useEffect, useLayoutEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {IconExternalLink, IconPlayerPlayFilled} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {useImageSource} from '@site/src/lib/imageLoading';
import styles from './styles.module.css';

export type Props = {
  /** `video`: a video file played in the page; `player`: an embeddable player page, in an iframe. */
  kind: 'video' | 'player';
  src: string;
  /** The poster, served by the site (16:9). */
  poster: string;
  /** What the poster shows, for its alt text. */
  posterAlt: string;
  /** The video's title: names the play button and the player. */
  title: string;
  /** Called when the visitor starts it (a carousel holding it stops rotating). */
  onPlay?: () => void;
  /** False while a carousel shows another item: a video playing here pauses. */
  active?: boolean;
  className?: string;
};

/** How long the player's host has to answer before the fallback replaces the frame. */
const PLAYER_CHECK_MS = 8000;
const POSTER_WIDTH = 1280;
const POSTER_HEIGHT = 720;

/**
 * A video that loads nothing from another origin until the visitor asks:
 * first a local poster and a play control; on click the video (or the player
 * iframe) takes its place and receives focus. If the video cannot be played,
 * a link opens it directly. The static page renders the play control as that
 * link, so it works without JavaScript; once hydrated it becomes the button.
 */
export default function VideoFacade({kind, src, poster, posterAlt, title, onPlay, active = true, className}: Props): ReactNode {
  const [state, setState] = useState<'poster' | 'playing' | 'failed'>('poster');
  const media = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const fallback = useRef<HTMLDivElement>(null);
  const posterUrl = useBaseUrl(poster);
  // In a rotator's item not shown yet, the poster waits for its turn (src/lib/imageLoading.ts).
  const posterSource = useImageSource(posterUrl, false);
  // False in the static HTML and during hydration, so both render the link.
  const enhanced = useIsBrowser();
  const playLabel = translate({id: 'video.play', description: 'Play button of a video'}, {title});
  const posterContent = (
    <>
      <img {...posterSource} alt={posterAlt} width={POSTER_WIDTH} height={POSTER_HEIGHT} decoding="async" className={styles.poster} />
      <span className={styles.play} aria-hidden="true">
        <IconPlayerPlayFilled size={30} focusable="false" />
      </span>
    </>
  );

  useEffect(() => {
    if (!active && media.current instanceof HTMLVideoElement) {
      media.current.pause();
    }
  }, [active]);

  // A frame whose host cannot be reached shows the browser's broken-page icon and no error event: ask the
  // host once (an opaque request is enough to know it answers), and put the fallback in its place if not.
  useEffect(() => {
    if (state !== 'playing' || kind !== 'player') {
      return undefined;
    }
    const controller = new AbortController();
    const timeout = window.setTimeout(() => controller.abort(), PLAYER_CHECK_MS);
    fetch(src, {mode: 'no-cors', cache: 'no-store', signal: controller.signal})
      .catch(() => setState((current) => (current === 'playing' ? 'failed' : current)))
      .finally(() => window.clearTimeout(timeout));
    return () => {
      window.clearTimeout(timeout);
      controller.abort();
    };
  }, [state, kind, src]);

  // The facade alone moves focus to what replaces its button, in the commit that inserts it (a layout effect): the
  // button that had focus is gone in that same commit, and nothing can act between the two. A band that hydrates
  // late (src/components/LateHydration) hands focus over in its own, earlier commit, and only when focus is on the page.
  useLayoutEffect(() => {
    if (state === 'playing') {
      media.current?.focus();
    }
    // The video that had focus is gone: the link that opens it takes focus instead of the page.
    if (state === 'failed' && (!document.activeElement || document.activeElement === document.body)) {
      fallback.current?.querySelector('a')?.focus();
    }
  }, [state]);

  const directLink = (
    <ExternalLink href={src} className={styles.directLink}>
      <Translate id="video.openDirectly" description="Link that opens the video on its own page" />
      <IconExternalLink size={16} aria-hidden="true" focusable="false" />
    </ExternalLink>
  );

  return (
    <figure className={clsx(styles.figure, className)}>
      <div className={styles.frame}>
        {state === 'poster' &&
          (enhanced ? (
            <button type="button" className={styles.facade} aria-label={playLabel} onClick={() => {
                setState('playing');
                onPlay?.();
              }}>
              {posterContent}
            </button>
          ) : (
            <ExternalLink href={src} className={styles.facade} aria-label={playLabel}>
              {posterContent}
            </ExternalLink>
          ))}
        {state === 'playing' &&
          (kind === 'video' ? (
            <video
              ref={media}
              className={styles.media}
              src={src}
              poster={posterUrl}
              title={title}
              controls
              autoPlay
              playsInline
              preload="metadata"
              onError={() => setState('failed')}
            />
          ) : (
            <iframe
              ref={media}
              className={styles.media}
              src={src}
              title={title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ))}
        {state === 'failed' && (
          <div ref={fallback} className={styles.fallback} role="status">
            <p>
              <Translate id="video.failed" description="Shown when the video cannot be played" />
            </p>
            {directLink}
          </div>
        )}
      </div>
      {state === 'playing' && <figcaption className={styles.caption}>{directLink}</figcaption>}
    </figure>
  );
}
