import {
  applyStoredLanguage,
  decideLanguage,
  languageBootScript,
  localeOfPath,
  pathForLocale,
  storeLanguage,
} from '@site/src/lib/languageRouting';

const at = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

describe('localeOfPath', () => {
  it.each([
    ['/', '/', 'es'],
    ['/empresas/data-engineer', '/', 'es'],
    ['/en/', '/', 'en'],
    ['/en', '/', 'en'],
    ['/en/empresas/data-engineer', '/', 'en'],
    ['/english-post', '/', 'es'],
    ['/talento/', '/talento/', 'es'],
    ['/talento/en/blog', '/talento/', 'en'],
    ['/talento/enlaces', '/talento/', 'es'],
  ])('%s under %s is %s', (pathname, baseUrl, locale) => {
    expect(localeOfPath(pathname, baseUrl)).toBe(locale);
  });
});

describe('pathForLocale', () => {
  it.each([
    ['/', '/', 'en', '/en/'],
    ['/en/', '/', 'es', '/'],
    ['/en', '/', 'es', '/'],
    ['/empresas/ux-researcher', '/', 'en', '/en/empresas/ux-researcher'],
    ['/en/empresas/ux-researcher', '/', 'es', '/empresas/ux-researcher'],
    ['/en/empresas/ux-researcher', '/', 'en', '/en/empresas/ux-researcher'],
    ['/talento/politica-de-privacidad', '/talento/', 'en', '/talento/en/politica-de-privacidad'],
    ['/talento/en/politica-de-privacidad', '/talento/', 'es', '/talento/politica-de-privacidad'],
  ] as const)('%s under %s in %s is %s', (pathname, baseUrl, target, expected) => {
    expect(pathForLocale(pathname, baseUrl, target)).toBe(expected);
  });
});

describe('decideLanguage', () => {
  it('does nothing without a stored value', () => {
    expect(decideLanguage(null, at('/en/'), '/')).toEqual({action: 'none'});
  });

  it('does nothing when the stored language is the URL language', () => {
    expect(decideLanguage('es', at('/blog'), '/')).toEqual({action: 'none'});
    expect(decideLanguage('en', at('/en/blog'), '/')).toEqual({action: 'none'});
  });

  it.each(['', 'EN', 'fr', 'garbage', ' es', 'null', '{"x":1}'])('removes the invalid value %p', (stored) => {
    expect(decideLanguage(stored, at('/en/'), '/')).toEqual({action: 'remove'});
  });

  it('redirects to the same page in the stored language, keeping query and hash', () => {
    expect(decideLanguage('en', at('/empresas/data-engineer', '?utm=x', '#tareas'), '/')).toEqual({
      action: 'redirect',
      url: '/en/empresas/data-engineer?utm=x#tareas',
    });
    expect(decideLanguage('es', at('/talento/en/', '?a=1', '#perfiles'), '/talento/')).toEqual({
      action: 'redirect',
      url: '/talento/?a=1#perfiles',
    });
  });

  it('never redirects twice: the target URL is already in the stored language', () => {
    for (const stored of ['es', 'en'] as const) {
      for (const pathname of ['/', '/en/', '/blog', '/en/blog', '/en', '/empresas/x']) {
        const first = decideLanguage(stored, at(pathname), '/');
        if (first.action === 'redirect') {
          expect(decideLanguage(stored, at(first.url), '/')).toEqual({action: 'none'});
        }
      }
    }
  });
});

function fakeWindow(stored: string | null | Error, pathname: string, search = '', hash = '') {
  const storage = new Map<string, string>(typeof stored === 'string' ? [['language', stored]] : []);
  const replaced: string[] = [];
  const win = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return storage.get(key) ?? null;
      },
      removeItem: (key: string) => {
        storage.delete(key);
      },
    },
    location: {pathname, search, hash, replace: (url: string) => replaced.push(url)},
    document: {documentElement: {style: {visibility: ''}}},
  };
  return {win, storage, replaced};
}

describe('applyStoredLanguage', () => {
  it('redirects and hides the page for a stored language that differs', () => {
    const {win, replaced} = fakeWindow('en', '/servicios', '?q=1', '#top');
    applyStoredLanguage(win, '/');
    expect(replaced).toEqual(['/en/servicios?q=1#top']);
    expect(win.document.documentElement.style.visibility).toBe('hidden');
  });

  it('removes a garbage value and stays', () => {
    const {win, storage, replaced} = fakeWindow('klingon', '/en/');
    applyStoredLanguage(win, '/');
    expect(storage.has('language')).toBe(false);
    expect(replaced).toEqual([]);
  });

  it('survives storage that throws', () => {
    const {win, replaced} = fakeWindow(new Error('SecurityError'), '/en/');
    expect(() => applyStoredLanguage(win, '/')).not.toThrow();
    expect(replaced).toEqual([]);
  });
});

describe('languageBootScript', () => {
  it('is a standalone script that applies the rules when evaluated', () => {
    const {win, replaced} = fakeWindow('es', '/talento/en/blog', '', '#x');
    // eslint-disable-next-line no-new-func
    new Function('window', languageBootScript('/talento/'))(win);
    expect(replaced).toEqual(['/talento/blog#x']);
  });

  it('embeds the base URL safely as a string literal', () => {
    expect(languageBootScript('/a"b/')).toContain('"/a\\"b/"');
  });
});

describe('storeLanguage', () => {
  it('stores the choice', () => {
    const values: Record<string, string> = {};
    storeLanguage({setItem: (k, v) => void (values[k] = v)}, 'en');
    expect(values).toEqual({language: 'en'});
  });

  it('ignores storage that throws', () => {
    expect(() =>
      storeLanguage(
        {
          setItem: () => {
            throw new Error('QuotaExceeded');
          },
        },
        'es',
      ),
    ).not.toThrow();
  });
});
