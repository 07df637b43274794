import {
  applyStoredLanguage,
  canonicalPath,
  decideLanguage,
  languageBootScript,
  localeOfPath,
  pathForLocale,
  storeLanguage,
} from '@site/src/lib/languageRouting';
import {SEGMENTS as S} from '@site/src/config/locales';

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
    ['/pt/', '/', 'pt-BR'],
    ['/pt', '/', 'pt-BR'],
    ['/talento/pt/empresas/data-engineer', '/talento/', 'pt-BR'],
    ['/ptx/empresas', '/', 'es'],
  ])('%s under %s is %s', (pathname, baseUrl, locale) => {
    expect(localeOfPath(pathname, baseUrl, S)).toBe(locale);
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
    ['/', '/', 'pt-BR', '/pt/'],
    ['/pt/', '/', 'es', '/'],
    ['/pt', '/', 'en', '/en/'],
    ['/en/empresas/ux-researcher', '/', 'pt-BR', '/pt/empresas/ux-researcher'],
    ['/talento/pt/blog', '/talento/', 'en', '/talento/en/blog'],
  ] as const)('%s under %s in %s is %s', (pathname, baseUrl, target, expected) => {
    expect(pathForLocale(pathname, baseUrl, target, S)).toBe(expected);
  });
});

describe('decideLanguage', () => {
  it('does nothing without a stored value', () => {
    expect(decideLanguage(null, at('/en/'), '/', S)).toEqual({action: 'none'});
  });

  it('does nothing when the stored language is the URL language', () => {
    expect(decideLanguage('es', at('/blog'), '/', S)).toEqual({action: 'none'});
    expect(decideLanguage('en', at('/en/blog'), '/', S)).toEqual({action: 'none'});
  });

  it.each(['', 'EN', 'fr', 'garbage', ' es', 'null', '{"x":1}', 'pt', 'pt-br', 'toString', '__proto__'])('removes the invalid value %p', (stored) => {
    expect(decideLanguage(stored, at('/en/'), '/', S)).toEqual({action: 'remove'});
  });

  it('redirects to the same page in the stored language, keeping query and hash', () => {
    expect(decideLanguage('en', at('/empresas/data-engineer', '?utm=x', '#tareas'), '/', S)).toEqual({
      action: 'redirect',
      url: '/en/empresas/data-engineer?utm=x#tareas',
    });
    expect(decideLanguage('es', at('/talento/en/', '?a=1', '#perfiles'), '/talento/', S)).toEqual({
      action: 'redirect',
      url: '/talento/?a=1#perfiles',
    });
  });

  it('never redirects twice: the target URL is already in the stored language', () => {
    for (const stored of ['es', 'en', 'pt-BR'] as const) {
      for (const pathname of ['/', '/en/', '/blog', '/en/blog', '/en', '/empresas/x', '/pt/', '/pt/blog', '/pt']) {
        const first = decideLanguage(stored, at(pathname), '/', S);
        if (first.action === 'redirect') {
          expect(decideLanguage(stored, at(first.url), '/', S)).toEqual({action: 'none'});
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
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
  return {win, storage, replaced};
}

describe('canonicalPath', () => {
  it.each([
    ['/', '/', '/'],
    ['/en/', '/', '/en/'],
    ['/empresas/data-engineer', '/', '/empresas/data-engineer'],
    ['/EMPRESAS/DATA-ENGINEER', '/', '/empresas/data-engineer'],
    ['/EN/Blog', '/', '/en/blog'],
    ['//empresas//data-engineer', '/', '/empresas/data-engineer'],
    ['/en//empresas///data-engineer/', '/', '/en/empresas/data-engineer/'],
    ['/empresas/%E0%A4%A', '/', '/empresas/%25e0%25a4%25a'],
    ['/empresas/100%', '/', '/empresas/100%25'],
    ['/empresas/%zz', '/', '/empresas/%25zz'],
    ['/empresas/dise%C3%B1o', '/', '/empresas/dise%C3%B1o'],
    ['/empresas/a%20b', '/', '/empresas/a%20b'],
    ['/Talento/EN/Blog', '/Talento/', '/Talento/en/blog'],
    ['/talento/en/blog', '/Talento/', '/Talento/en/blog'],
  ])('%s under %s is %s', (pathname, baseUrl, expected) => {
    expect(canonicalPath(pathname, baseUrl)).toBe(expected);
  });

  it.each(['/EMPRESAS/%E0%A4%A', '//a//B%', '/%%%41', '/x/%C3%B1%E0/Y'])('is its own canonical form: %s', (pathname) => {
    const once = canonicalPath(pathname, '/');
    expect(canonicalPath(once, '/')).toBe(once);
    // What the client router will do with it must not throw.
    expect(() => decodeURI(once)).not.toThrow();
  });
});

describe('applyStoredLanguage', () => {
  it('leaves a canonical URL alone', () => {
    const {win, replaced} = fakeWindow(null, '/en/empresas/data-engineer', '?q=1', '#tareas');
    applyStoredLanguage(win, '/', S);
    expect(replaced).toEqual([]);
    expect(win.stopped).toBe(false);
    expect(win.document.documentElement.style.visibility).toBe('');
  });

  it('repairs a URL the router cannot take, keeping query and hash, and stops the old page', () => {
    const {win, replaced} = fakeWindow(null, '/en//EMPRESAS/%E0%A4%A', '?q=1', '#x');
    applyStoredLanguage(win, '/', S);
    expect(replaced).toEqual(['/en/empresas/%25e0%25a4%25a?q=1#x']);
    expect(win.stopped).toBe(true);
    expect(win.document.documentElement.style.visibility).toBe('hidden');
  });

  it('repairs the URL and applies the stored language in one navigation', () => {
    const {win, replaced} = fakeWindow('es', '/EN/EMPRESAS/DATA-ENGINEER');
    applyStoredLanguage(win, '/', S);
    expect(replaced).toEqual(['/empresas/data-engineer']);
  });

  it('repairs the URL even when storage throws', () => {
    const {win, replaced} = fakeWindow(new Error('SecurityError'), '//blog');
    applyStoredLanguage(win, '/', S);
    expect(replaced).toEqual(['/blog']);
  });

  it('redirects and hides the page for a stored language that differs', () => {
    const {win, replaced} = fakeWindow('en', '/servicios', '?q=1', '#top');
    applyStoredLanguage(win, '/', S);
    expect(replaced).toEqual(['/en/servicios?q=1#top']);
    expect(win.document.documentElement.style.visibility).toBe('hidden');
  });

  it('removes a garbage value and stays', () => {
    const {win, storage, replaced} = fakeWindow('klingon', '/en/');
    applyStoredLanguage(win, '/', S);
    expect(storage.has('language')).toBe(false);
    expect(replaced).toEqual([]);
  });

  it('survives storage that throws', () => {
    const {win, replaced} = fakeWindow(new Error('SecurityError'), '/en/');
    expect(() => applyStoredLanguage(win, '/', S)).not.toThrow();
    expect(replaced).toEqual([]);
  });
});

describe('languageBootScript', () => {
  it('is a standalone script that applies the rules when evaluated', () => {
    const {win, replaced} = fakeWindow('es', '/talento/en/blog', '', '#x');
    // eslint-disable-next-line no-new-func
    new Function('window', languageBootScript('/talento/', S))(win);
    expect(replaced).toEqual(['/talento/blog#x']);
  });

  it('embeds the base URL safely as a string literal', () => {
    expect(languageBootScript('/a"b/', S)).toContain('"/a\\"b/"');
  });
});

describe('storeLanguage', () => {
  it('stores the choice', () => {
    const values: Record<string, string> = {};
    storeLanguage({localStorage: {setItem: (k, v) => void (values[k] = v)}}, 'en');
    expect(values).toEqual({language: 'en'});
  });

  it('ignores storage that throws on writing', () => {
    const localStorage = {
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => storeLanguage({localStorage}, 'es')).not.toThrow();
  });

  it('ignores storage that throws on access (blocked cookies)', () => {
    const win = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    expect(() => storeLanguage(win, 'es')).not.toThrow();
  });
});
