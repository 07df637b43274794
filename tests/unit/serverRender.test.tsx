/**
 * The static pages are rendered by React 18's streaming server renderer (Docusaurus's renderToHtml). Its 18.3.1 writes
 * a whole 2,048-byte buffer when a character of two or more bytes does not fit at its end, the unwritten bytes
 * included: a NUL in the page, which the HTML minifier turns into U+FFFD inside an attribute (a table of contents
 * link of a LEAN=0 build pointed at "#c\uFFFDómo-…"). React fixed it for 19 (facebook/react#26228); the site stays on
 * 18 (docs/decisions/0003-react-18.md), so patches/react-dom+18.3.1.patch applies that fix (`npm install` runs
 * patch-package). Every character lands once on a buffer's end here.
 */
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

type Server = typeof import('react-dom/server');

/** react-dom/server's build for that NODE_ENV (the site's build renders with the production one). */
function serverBuild(mode: string): Server {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    let server: Server | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      server = require('react-dom/server') as Server;
    });
    return server!;
  } finally {
    process.env.NODE_ENV = env;
  }
}

function render(server: Server, element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const {pipe} = server.renderToPipeableStream(element, {
      onError: reject,
      onAllReady() {
        const out = new PassThrough();
        pipe(out);
        text(out).then(resolve, reject);
      },
    });
  });
}

test.each(['production', 'development'])('the server renderer writes every character whole at its buffer ends (%s build)', async (mode) => {
  // Two-byte letters between tags of odd length: the buffer's end falls inside a letter again and again.
  const items = Array.from({length: 3000}, (_, index) => <a key={index} href={`#c${'ó'.repeat(index % 7)}mo`}>ó</a>);
  const html = await render(serverBuild(mode), <div>{items}</div>);
  expect(html).not.toMatch(/[\0\uFFFD]/);
  expect(html.match(/ó/g)).toHaveLength(3000 + items.reduce((sum, _, index) => sum + (index % 7), 0));
});
