import {translate} from '@docusaurus/Translate';
import {site} from '../config/site';
import type {ContentStatus} from '../lib/launch';

/** One poster of the video carousel in #atributos: a chapter of the promotional video. */
export type VideoChapter = {
  id: string;
  title: string;
  /** Served by the site (16:9), like every poster: `/img/video/{file}.webp`, drawn from `static/img/video/{file}.svg` (src/plugins/raster). */
  poster: string;
  posterAlt: string;
  /** The video, opened at the chapter's start (a media fragment: the browser seeks, the request is the same file). */
  src: string;
};

/** Seconds into the promotional video where each chapter starts. */
const STARTS = {verify: 0, test: 42, together: 85} as const;

function at(seconds: number): string {
  return seconds === 0 ? site.promoVideoUrl : `${site.promoVideoUrl}#t=${seconds}`;
}

export function promoVideoChapters(): VideoChapter[] {
  return [
    {
      id: 'verify',
      title: translate({id: 'landing.attributes.video.title', description: 'Title of the promotional video'}),
      poster: '/img/video/promo-poster.webp',
      posterAlt: translate({id: 'landing.attributes.video.posterAlt', description: 'Alt text of the video poster'}),
      src: at(STARTS.verify),
    },
    {
      id: 'test',
      title: translate({id: 'landing.attributes.video.test.title', description: 'Title of the second chapter of the promotional video'}),
      poster: '/img/video/test-poster.webp',
      posterAlt: translate({id: 'landing.attributes.video.test.posterAlt', description: 'Alt text of the second video poster'}),
      src: at(STARTS.test),
    },
    {
      id: 'together',
      title: translate({id: 'landing.attributes.video.together.title', description: 'Title of the third chapter of the promotional video'}),
      poster: '/img/video/together-poster.webp',
      posterAlt: translate({id: 'landing.attributes.video.together.posterAlt', description: 'Alt text of the third video poster'}),
      src: at(STARTS.together),
    },
  ];
}

/** Launch status (npm run check:launch): set to 'final' once STARTS matches the final cut of the video. */
export const launchStatus: ContentStatus = {
  what: 'Video chapters',
  status: 'placeholder',
  why: 'where the second and third chapters of the promotional video start (STARTS, in seconds)',
  shows: 'the video carousel of #atributos on the landing page: its second and third posters open the video at those times',
};
