/**
 * One small interface over three ways of driving a browser, so the cases in
 * cases.ts are written once: Chromium over CDP and Firefox ESR over WebDriver
 * BiDi (both puppeteer-core), WebKitGTK over classic WebDriver (selenium-
 * webdriver and WebKitWebDriver inside a private Xvfb). Playwright cannot
 * drive Debian's Firefox or WebKit (see /work/shared/ENGINES.md). Every input
 * is a real pointer or key event at viewport coordinates; the page is read
 * with scripts.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, {type Browser, type Page} from 'puppeteer-core';
import {Builder, Key, type WebDriver} from 'selenium-webdriver';

export const ENGINES = ['chromium', 'gecko', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];
export type Point = {x: number; y: number};
export type Viewport = {width: number; height: number};
export type Session = Viewport & {javaScript: boolean};
export type KeyName = 'Escape' | 'Tab' | 'Enter' | 'ArrowDown';

export interface Driver {
  readonly engine: Engine;
  /** A page at this size, with or without JavaScript, and nothing stored from earlier cases. */
  open(session: Session): Promise<void>;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a self-contained function in the page; arguments and result travel as JSON. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  click(point: Point): Promise<void>;
  /** Moves the pointer to `point` without pressing. */
  move(point: Point): Promise<void>;
  /** Presses at `from`, moves in steps and releases at `to` (a mouse drag). */
  drag(from: Point, to: Point): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Types `text` into the focused element, key by key. */
  type(text: string): Promise<void>;
  /**
   * The whole page in Chromium and Gecko; the viewport in WebKit, whose WebDriver pictures only that:
   * a window grown to each page's height took 3 to 5 s a page and lost its session at 1440 px.
   */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

const SESSION_TIMEOUT_MS = 30_000;

/** Scratch homes made by this process, removed when it exits. */
const scratchHomes: string[] = [];
process.once('exit', () => scratchHomes.forEach((home) => fs.rmSync(home, {recursive: true, force: true})));

/** HOME and XDG_CACHE_HOME in a scratch folder: Firefox refuses a HOME owned by another user, Mesa writes a shader cache. */
function scratchEnv(engine: Engine, extra: Record<string, string> = {}): Record<string, string> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), `engines-${engine}-`));
  scratchHomes.push(home);
  fs.mkdirSync(path.join(home, 'cache'));
  return {...(process.env as Record<string, string>), HOME: home, XDG_CACHE_HOME: path.join(home, 'cache'), ...extra};
}

function withTimeout<T>(what: string, promise: Promise<T>, ms = SESSION_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Two animation frames, or the page being left: a document that goes into the back-forward cache is frozen,
 * not destroyed, so a script waiting in it for frames would never answer (Firefox, after a click that navigates).
 */
const nextFrames = () =>
  new Promise<void>((resolve) => {
    addEventListener('pagehide', () => resolve(), {once: true});
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });

/** The longest an input waits for its frames; whatever it started is then read by polling. */
const SETTLE_LIMIT_MS = 2_000;

/** Chromium (CDP) and Firefox ESR (WebDriver BiDi) through puppeteer-core 24.27.0 (24.28 sends a command ESR 140 lacks). */
class PuppeteerDriver implements Driver {
  /** Firefox reads `javascript.enabled` only at launch: one browser with page scripts, one without, each started when first needed. */
  private browsers = new Map<boolean, Browser>();
  private page?: Page;
  private pageJs = true;

  constructor(readonly engine: 'chromium' | 'gecko') {}

  async open({width, height, javaScript}: Session): Promise<void> {
    // Chromium switches scripts per page: its one browser is the one "with".
    const key = this.engine === 'gecko' ? javaScript : true;
    let browser = this.browsers.get(key);
    if (!browser) {
      browser = await withTimeout(`${this.engine} launch`, this.launch(javaScript));
      this.browsers.set(key, browser);
    }
    await this.page?.browserContext().close();
    // A fresh browser context per case: nothing stored by an earlier case.
    const context = await browser.createBrowserContext();
    this.page = await context.newPage();
    this.pageJs = javaScript;
    if (this.engine === 'chromium') await this.page.setJavaScriptEnabled(javaScript);
    await this.page.setViewport({width, height});
  }

  private launch(javaScript: boolean): Promise<Browser> {
    if (this.engine === 'gecko') {
      return puppeteer.launch({
        browser: 'firefox',
        executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
        headless: true,
        env: scratchEnv('gecko'),
        // Overlay scrollbars, as on a phone (Chromium's headless mode hides them): a 320 px viewport keeps its 320 px.
        // No back-forward cache: a page left by a click is unloaded, so a script still waiting in it is told so.
        extraPrefsFirefox: {'ui.useOverlayScrollbars': 1, 'browser.sessionhistory.max_total_viewers': 0, ...(javaScript ? {} : {'javascript.enabled': false})},
        protocolTimeout: SESSION_TIMEOUT_MS,
      });
    }
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      env: scratchEnv('chromium'),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      protocolTimeout: SESSION_TIMEOUT_MS,
    });
  }

  private get current(): Page {
    if (!this.page) throw new Error('open() first');
    return this.page;
  }

  async goto(url: string): Promise<void> {
    try {
      await this.current.goto(url, {waitUntil: 'load'});
    } catch (error) {
      // The stored-language boot script replaces the location during the load: Firefox reports the first load as aborted.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      await this.current.waitForFunction(() => document.readyState === 'complete');
    }
  }

  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> {
    return this.current.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<R>;
  }

  /**
   * Two animation frames, so what an input changed is drawn. Without page scripts frames never call back:
   * nothing to wait for then (no script reacts to the input), and what the case reads next it polls for.
   */
  private async settle(): Promise<void> {
    if (!this.pageJs) return;
    // An input that starts a navigation destroys (or freezes) the old page: the new page is what the case reads next.
    let bounded = false;
    const frames = this.current.evaluate(nextFrames).catch((error: unknown) => {
      if (!bounded && !/context|destroyed|navigat|detached|aborted/i.test(String(error))) throw error;
    });
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        bounded = true;
        resolve();
      }, SETTLE_LIMIT_MS);
    });
    await Promise.race([frames, limit]).finally(() => clearTimeout(timer));
  }

  async click({x, y}: Point): Promise<void> {
    await this.current.mouse.click(x, y);
    await this.settle();
  }

  async move({x, y}: Point): Promise<void> {
    await this.current.mouse.move(x, y, {steps: 4});
    await this.settle();
  }

  async drag(from: Point, to: Point): Promise<void> {
    const mouse = this.current.mouse;
    await mouse.move(from.x, from.y);
    await mouse.down();
    await mouse.move(to.x, to.y, {steps: 8});
    await mouse.up();
  }

  async press(key: KeyName): Promise<void> {
    await this.current.keyboard.press(key);
    await this.settle();
  }

  async type(text: string): Promise<void> {
    await this.current.keyboard.type(text);
    await this.settle();
  }

  async screenshot(file: string): Promise<void> {
    await this.current.screenshot({path: file as `${string}.png`, fullPage: true});
  }

  async close(): Promise<void> {
    this.page = undefined;
    const browsers = [...this.browsers.values()];
    this.browsers.clear();
    await Promise.all(browsers.map((browser) => browser.close().catch(() => browser.process()?.kill('SIGKILL'))));
  }
}

/**
 * WebKitGTK through WebKitWebDriver. The browser it starts is webkit-browser.py
 * (a bare WebView per window, so a 390 px viewport is possible), in an Xvfb of
 * our own: WebKitGTK 2.50 has no headless mode.
 */
class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;
  private xvfb?: ChildProcess;
  private server?: ChildProcess;
  private port = 0;
  private driver?: WebDriver;
  private driverJs?: boolean;
  private size?: Viewport;

  private async start(): Promise<void> {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {stdio: ['ignore', 'ignore', 'ignore', 'pipe']});
    this.xvfb = xvfb;
    // As long as a browser session may take to start: on a machine busy with the test command's other stages, Xvfb
    // once took more than 10 s to name its display.
    const display = await withTimeout(
      'Xvfb',
      new Promise<string>((resolve, reject) => {
        xvfb.stdio[3]!.once('data', (data) => resolve(String(data).trim()));
        xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
      }),
    );
    this.port = 20_000 + Math.floor(Math.random() * 20_000);
    this.server = spawn(process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', [`--port=${this.port}`, '--host=127.0.0.1'], {
      // Without a GPU the DMA-BUF renderer never presents a frame in Xvfb: requestAnimationFrame would fire about once a second.
      env: scratchEnv('webkit', {DISPLAY: `:${display}`, WEBKIT_DISABLE_DMABUF_RENDERER: '1'}),
      stdio: 'ignore',
    });
  }

  async open({width, height, javaScript}: Session): Promise<void> {
    if (!this.server) await this.start();
    // The launcher's switch for page scripts is read when the browser starts: a new session when it changes.
    if (this.driver && this.driverJs !== javaScript) {
      await this.driver.quit().catch(() => undefined);
      this.driver = undefined;
    }
    if (!this.driver) {
      this.driverJs = javaScript;
      this.pointer = {x: 0, y: 0};
      this.size = undefined;
      this.driver = await withTimeout(
        'WebKitWebDriver new session',
        (async () => {
          // The server needs a moment to listen after spawn; session requests are retried until then.
          for (let attempt = 0; ; attempt += 1) {
            try {
              return await new Builder()
                .usingServer(`http://127.0.0.1:${this.port}`)
                .withCapabilities({
                  browserName: 'ReadyEngineBrowser',
                  'webkitgtk:browserOptions': {
                    binary: path.join(__dirname, 'webkit-browser.py'),
                    args: ['--automation', ...(javaScript ? [] : ['--no-javascript'])],
                  },
                })
                .build();
            } catch (error) {
              // WebKitWebDriver is still starting: ask again (a condition polled every 250 ms, up to ten seconds).
              if (attempt > 40 || !/ECONNREFUSED/.test(String(error))) throw error;
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
          }
        })(),
      );
    } else {
      // Same browser as the previous case: forget what it stored.
      await this.driver.executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch {}');
      await this.driver.get('about:blank');
    }
    // Setting the size the window already has waits seconds for a resize that never comes.
    if (this.size?.width !== width || this.size?.height !== height) {
      await this.driver.manage().window().setRect({width, height});
      this.size = {width, height};
      // Where the pointer was may lie outside the new size: the next move starts from the corner.
      this.pointer = {x: 0, y: 0};
      await this.settle();
    }
  }

  private get current(): WebDriver {
    if (!this.driver) throw new Error('open() first');
    return this.driver;
  }

  /** After a resize or an input, two frames pass before sizes are read or pixels taken. */
  private async settle(): Promise<void> {
    try {
      await this.current.executeAsyncScript('const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()));');
    } catch (error) {
      // The input started a navigation: the old page's frames are gone, and the new page is what the case reads next.
      if (!/unload|NoSuchFrame|no such frame/i.test(String(error))) throw error;
    }
  }

  async goto(url: string): Promise<void> {
    await this.current.get(url);
  }

  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> {
    return this.current.executeScript<R>(`return (${fn.toString()}).apply(null, arguments);`, ...args);
  }

  private pointer: Point = {x: 0, y: 0};

  /**
   * Moves the pointer in steps, as a hand does: WebKitGTK dispatches no
   * pointerleave for a single jump, so a region the pointer left would still
   * count as hovered.
   */
  private moveTo(chain: ReturnType<WebDriver['actions']>, to: Point, steps: number): ReturnType<WebDriver['actions']> {
    const from = this.pointer;
    for (let step = 1; step <= steps; step += 1) {
      chain = chain.move({x: Math.round(from.x + ((to.x - from.x) * step) / steps), y: Math.round(from.y + ((to.y - from.y) * step) / steps), duration: 16});
    }
    this.pointer = to;
    return chain;
  }

  async click(point: Point): Promise<void> {
    await this.moveTo(this.current.actions(), point, 4).press().release().perform();
    await this.settle();
  }

  async move(point: Point): Promise<void> {
    await this.moveTo(this.current.actions(), point, 4).perform();
    await this.settle();
  }

  async drag(from: Point, to: Point): Promise<void> {
    const chain = this.moveTo(this.current.actions(), from, 4).press();
    await this.moveTo(chain, to, 8).release().perform();
  }

  async press(key: KeyName): Promise<void> {
    const keys = {Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER, ArrowDown: Key.ARROW_DOWN};
    await this.current.actions().sendKeys(keys[key]).perform();
    await this.settle();
  }

  async type(text: string): Promise<void> {
    await this.current.actions().sendKeys(text).perform();
    await this.settle();
  }

  async screenshot(file: string): Promise<void> {
    // WebKitGTK's screenshot waits for the next frame, and a page where nothing moves draws none: a
    // one-pixel dot at 1 % opacity changes every frame until the picture is taken.
    await this.run(() => {
      const dot = document.createElement('div');
      dot.dataset.enginesFrame = '';
      dot.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0.01;pointer-events:none';
      document.body.append(dot);
      const tick = (time: number) => {
        dot.style.background = Math.floor(time / 16) % 2 ? '#000' : '#fff';
        if (dot.isConnected) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    fs.writeFileSync(file, Buffer.from(await this.current.takeScreenshot(), 'base64'));
    await this.run(() => document.querySelector('[data-engines-frame]')?.remove());
  }

  async close(): Promise<void> {
    try {
      await this.driver?.quit();
    } catch {
      // The processes below go either way.
    } finally {
      this.driver = undefined;
      this.server?.kill('SIGKILL');
      this.xvfb?.kill('SIGKILL');
      this.server = undefined;
      this.xvfb = undefined;
    }
  }
}

export function createDriver(engine: Engine): Driver {
  return engine === 'webkit' ? new WebKitDriver() : new PuppeteerDriver(engine);
}
