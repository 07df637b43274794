import {alternateUrls, robotsTxt} from '@site/src/plugins/seo/urls';

describe('alternateUrls', () => {
  it.each([
    ['https://x.test/empresas/data-engineer', '/', {es: 'https://x.test/empresas/data-engineer', en: 'https://x.test/en/empresas/data-engineer', 'pt-BR': 'https://x.test/pt/empresas/data-engineer'}],
    ['https://x.test/en/empresas/data-engineer', '/', {es: 'https://x.test/empresas/data-engineer', en: 'https://x.test/en/empresas/data-engineer', 'pt-BR': 'https://x.test/pt/empresas/data-engineer'}],
    ['https://x.test/', '/', {es: 'https://x.test/', en: 'https://x.test/en/', 'pt-BR': 'https://x.test/pt/'}],
    ['https://x.test/en/', '/', {es: 'https://x.test/', en: 'https://x.test/en/', 'pt-BR': 'https://x.test/pt/'}],
    ['https://x.test/talento/en/blog', '/talento/', {es: 'https://x.test/talento/blog', en: 'https://x.test/talento/en/blog', 'pt-BR': 'https://x.test/talento/pt/blog'}],
    ['https://x.test/pt/empresas/data-engineer', '/', {es: 'https://x.test/empresas/data-engineer', en: 'https://x.test/en/empresas/data-engineer', 'pt-BR': 'https://x.test/pt/empresas/data-engineer'}],
    ['https://x.test/talento/entrevistas', '/talento/', {es: 'https://x.test/talento/entrevistas', en: 'https://x.test/talento/en/entrevistas', 'pt-BR': 'https://x.test/talento/pt/entrevistas'}],
  ])('%s under %s', (url, baseUrl, expected) => {
    expect(alternateUrls(url, baseUrl)).toEqual(expected);
  });
});

describe('robotsTxt', () => {
  it('lists one sitemap per locale under the base URL', () => {
    expect(robotsTxt('https://x.test/', '/talento/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://x.test/talento/sitemap.xml\nSitemap: https://x.test/talento/en/sitemap.xml\nSitemap: https://x.test/talento/pt/sitemap.xml\n',
    );
  });
});
