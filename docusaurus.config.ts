import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {COPYRIGHT_YEARS, site} from './src/config/site';
import {FIRST_SCREEN_IDS} from './src/config/routes';
import {loadRedirects} from './src/plugins/redirects/data';
import {languageBootScript} from './src/lib/languageRouting';
import {fragmentBootScript} from './src/lib/deferredRendering';
import {svgDataUrl} from './src/plugins/favicon/dataUrl';
import rolesPlugin from './src/plugins/roles';
import roleDocsPlugin from './src/plugins/roles/docs';
import {createParseFrontMatter} from './src/plugins/roles/content';
import redirectsPlugin from './src/plugins/redirects';
import seoPlugin from './src/plugins/seo';
import ogImagesPlugin from './src/plugins/ogImages';
import siteMediaPlugin from './src/plugins/siteMedia';
import hostingPlugin from './src/plugins/hosting';
import cmsPlugin from './src/plugins/cms';
import rasterPlugin, {RASTER_STATIC_DIR} from './src/plugins/raster';
import fontsPlugin from './src/plugins/fonts';
import rehypeLangTags from './src/plugins/langTags';
import launchPlugin from './src/plugins/launch';
import portraitsPlugin, {PORTRAITS_STATIC_DIR} from './src/plugins/portraits';
import analyticsPlugin from './src/plugins/analytics';
import searchPlugin from './src/plugins/search';
import countriesPlugin from './src/plugins/countries';
import guidesPlugin from './src/plugins/guides';
import uiStringsPlugin from './src/plugins/uiStrings';
import {buildAnalytics} from './src/plugins/analytics/config';
import {leanDocs, leanSwitches, withLean} from './src/plugins/lean';
import {alternateUrls} from './src/plugins/seo/urls';
import {DEFAULT_LOCALE, LANGUAGES, LOCALES, SEGMENTS, localePath} from './src/config/locales';

const baseUrl = process.env.BASE_URL ?? '/';
// Measurement: src/config/site.ts's default (none), or ANALYTICS_PROVIDER/_ENDPOINT/_SITE at build time.
const analytics = buildAnalytics(site.analytics);
// The speed tricks (src/plugins/lean, README.md there): all on; `false` here, LEAN_OFF=name,… or LEAN=0 turns them off.
const lean = leanSwitches(process.env, {});

const config = {
  title: site.brand,
  tagline: 'Talento tech verificado para empresas de Latinoamérica',
  // In the page itself (static/img/favicon.svg stays for the structured data's logo): no request for it.
  favicon: svgDataUrl(`${__dirname}/static/img/favicon.svg`),
  url: site.url,
  baseUrl,
  // Clean URLs without a trailing slash (`/empresas/data-engineer`); pages are
  // written as `empresas/data-engineer.html`, and the servers redirect `/x/` to `/x`.
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: {v4: true, faster: true},
  // The languages and their URLs: src/config/languages.json (a language's segment is its folder under the base URL).
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: Object.fromEntries(
      LANGUAGES.map(({locale, label, htmlLang, segment}) => [locale, {label, htmlLang, ...(segment ? {baseUrl: `${baseUrl}${segment}/`} : {})}]),
    ),
  },
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // English role pages take their team roles, skills and people from the Spanish file.
    parseFrontMatter: createParseFrontMatter(__dirname),
  },
  // Its inline script takes "no bundle has run by DOMContentLoaded" for a wrong base URL, which is always the case
  // when the bundles run after the first paint (src/plugins/lean, paintFirst); tests/e2e/base-url.spec.ts checks it.
  baseUrlIssueBanner: false,
  // The people's portraits (src/plugins/portraits), and the client logos and video posters of static/ as pictures
  // (src/plugins/raster), are drawn when the site loads into folders served like static/.
  staticDirectories: ['static', PORTRAITS_STATIC_DIR, RASTER_STATIC_DIR],
  // A visit to a section of another page lays out the bands below the first screen first (src/lib/deferredRendering.ts).
  clientModules: [require.resolve('./src/clientModules/deferredRendering.ts')],
  // The privacy and cookie pages say whether and with what this build measures (src/components/MeasurementStatus).
  customFields: {analyticsProvider: analytics.provider},
  headTags: [
    // Before first paint: honour the visitor's stored language choice.
    {tagName: 'script', attributes: {}, innerHTML: languageBootScript(baseUrl, SEGMENTS)},
    // Before first layout: a page opened at a fragment lays out all its bands (src/lib/deferredRendering.ts).
    {tagName: 'script', attributes: {}, innerHTML: fragmentBootScript()},
    // No frame is painted before the parser has reached the site header's end (src/theme/Navbar): on a slow
    // processor a frame painted mid-parse showed its actions half-built, and they moved as the rest came. A browser
    // without `rel=expect` renders as before.
    {tagName: 'link', attributes: {rel: 'expect', href: `#${FIRST_SCREEN_IDS.header}`, blocking: 'render'}},
  ],
  presets: [
    [
      'classic',
      {
        // The role and team pages: the docs plugin, wrapped (src/plugins/roles/docs.ts), in `plugins` below.
        docs: false,
        blog: {
          showReadingTime: true,
          blogTitle: 'Blog de contratación tech',
          blogSidebarTitle: 'Artículos recientes',
          // Two posts need no archive page (whose stock hero is a second, unnamed banner landmark).
          archiveBasePath: null,
          blogDescription: 'Ready: contratación de talento tech verificado en Latinoamérica.',
          feedOptions: {type: ['rss', 'atom'], xslt: true, copyright: `© ${COPYRIGHT_YEARS.footer} ${site.brand}`},
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {rehypePlugins: [rehypeLangTags]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          // The redirect pages (src/data/redirects.yml; a mistake in the file stops the build here, naming it).
          ignorePatterns: loadRedirects(__dirname).flatMap(({from}) => LOCALES.map((locale) => localePath(locale, from))).map((from) => `${baseUrl}${from.slice(1)}`),
          // Each page lists its twins in the other languages (every page exists in all of them).
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            (await defaultCreateSitemapItems(params)).map((item) => {
              const urls = alternateUrls(item.url, baseUrl);
              return {...item, links: [...Object.entries(urls).map(([lang, url]) => ({lang, url})), {lang: 'x-default', url: urls[DEFAULT_LOCALE]}]};
            }),
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      leanDocs(roleDocsPlugin, lean),
      {
        path: 'empresas',
        routeBasePath: 'empresas',
        // One sidebar per category: which pages it holds, in order (docs/decisions/0007-sidebars.md). The pages draw
        // their category bar from it at build time (src/plugins/roles); the theme's docs sidebar is not used.
        sidebarPath: './sidebars.ts',
        docRootComponent: '@site/src/theme/RoleRoot',
        docItemComponent: '@site/src/theme/RolePage',
        breadcrumbs: false,
      },
    ],
    rolesPlugin,
    uiStringsPlugin,
    portraitsPlugin,
    analyticsPlugin,
    searchPlugin,
    countriesPlugin,
    guidesPlugin,
    redirectsPlugin,
    seoPlugin,
    ogImagesPlugin,
    siteMediaPlugin,
    hostingPlugin,
    cmsPlugin,
    launchPlugin,
    rasterPlugin,
    fontsPlugin,
  ],
  themeConfig: {
    image: 'img/og/home.png',
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    navbar: {title: site.brand, items: []},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default withLean(config, lean);
